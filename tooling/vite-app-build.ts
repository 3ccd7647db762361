import type { BuildEnvironmentOptions } from 'vite';

/**
 * The build options every app shares. Chakra's theme module ends with
 * `const defaultThemeConfig = defineConfig({ ... slotRecipes ... })`: a call the bundler must
 * keep unless told it has no side effects, and with it every one of Chakra's slot recipes (date
 * pickers, colour pickers, carousels...) that `component-theme.ts` leaves out, about 10 KB gzip
 * of each app's start-up JavaScript (`bench/chat-bundle-size.mjs`). Chakra's `defineConfig`
 * returns its argument, so an unused result may be dropped.
 */
export const appBuild = {
  outDir: 'dist',
  sourcemap: true,
  rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } },
} satisfies BuildEnvironmentOptions;
