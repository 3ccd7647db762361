import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite-precompress';

/**
 * The embed loader as one classic script, `dist/embed.js`, next to the app's build (run after it:
 * the app build empties dist/). No React, no dependencies: budget 5 KB gzip (issue 7). Its brotli
 * and gzip copies are written beside it; the app's own copies are already up to date.
 */
export default defineConfig({
  publicDir: false,
  plugins: [precompress()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/embed/embed.ts',
      formats: ['iife'],
      name: 'ParleyEmbed',
      fileName: () => 'embed.js',
    },
  },
});
