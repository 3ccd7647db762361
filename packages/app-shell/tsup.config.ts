import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'stories/index': 'src/stories/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  clean: true,
});
