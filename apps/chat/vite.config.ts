import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { devServerProxy } from '../../tooling/vite-dev-proxy';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // Our packages' `development` condition points at their sources: bundling those instead of each
  // package's prebuilt dist lets tree shaking and lazy routes split across package boundaries.
  resolve: { conditions: ['development', ...defaultClientConditions] },
  server: { proxy: devServerProxy },
  build: { outDir: 'dist', sourcemap: true },
});
