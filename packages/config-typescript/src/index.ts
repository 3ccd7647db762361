/** The presets this package ships, each a `tsconfig` file at the package root. */
export const tsconfigPresets = ['base', 'react-library', 'vite-app', 'node'] as const;

export type TsconfigPreset = (typeof tsconfigPresets)[number];

/** The specifier to put in a `tsconfig.json`'s `extends`. */
export function presetSpecifier(preset: TsconfigPreset): string {
  return `@parley/config-typescript/${preset}.json`;
}
