import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devServerProxy } from '../../tooling/vite-dev-proxy';

export default defineConfig({
  base: '/public-chat/',
  plugins: [react()],
  server: { proxy: devServerProxy },
  build: { outDir: 'dist', sourcemap: true },
});
