import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devServerProxy } from '../../tooling/vite-dev-proxy';
import { workspaceSources } from '../../tooling/workspace-sources';

export default defineConfig({
  base: '/',
  plugins: [react()],
  ...workspaceSources,
  server: { proxy: devServerProxy },
  build: { outDir: 'dist', sourcemap: true },
});
