import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  target: 'es2022',
  clean: true,
  // The story helpers' spies come from Storybook, which the stories that use them run in.
  external: ['storybook/test'],
});
