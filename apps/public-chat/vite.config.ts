import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { devServerProxy } from '../../tooling/vite-dev-proxy';

export default defineConfig({
  base: '/public-chat/',
  plugins: [react()],
  // Our packages' `development` condition points at their sources (as apps/chat does): tree
  // shaking then drops what visitors never use (sign-in, staff screens) across package boundaries.
  resolve: { conditions: ['development', ...defaultClientConditions] },
  server: { proxy: devServerProxy },
  build: { outDir: 'dist', sourcemap: true },
});
