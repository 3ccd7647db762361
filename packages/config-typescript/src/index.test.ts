import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetSpecifier, tsconfigPresets } from './index';

const packageRoot = path.resolve(import.meta.dirname, '..');

function readPreset(name: string): { extends?: string; compilerOptions?: Record<string, unknown> } {
  return JSON.parse(readFileSync(path.join(packageRoot, `${name}.json`), 'utf8'));
}

describe('tsconfig presets', () => {
  it('makes the base strict, with unchecked index access refused and Bundler resolution (STYLE)', () => {
    const options = readPreset('base').compilerOptions ?? {};
    expect(options).toMatchObject({
      strict: true,
      noUncheckedIndexedAccess: true,
      moduleResolution: 'Bundler',
      customConditions: ['@parley/source'],
    });
  });

  it.each(tsconfigPresets.filter((preset) => preset !== 'base'))(
    'builds the %s preset on the base',
    (preset) => {
      let current = readPreset(preset);
      while (current.extends) {
        if (current.extends === './base.json') return;
        current = readPreset(path.basename(current.extends, '.json'));
      }
      throw new Error(`${preset} does not extend base.json`);
    },
  );

  it('publishes every preset under the specifier it tells users to extend', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
    for (const preset of tsconfigPresets) {
      const subpath = presetSpecifier(preset).replace('@parley/config-typescript', '.');
      expect(manifest.exports[subpath]).toBe(`${subpath}`);
    }
  });
});
