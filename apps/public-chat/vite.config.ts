import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuild } from '../../tooling/vite-app-build';
import { devServerProxy } from '../../tooling/vite-dev-proxy';
import { precompress } from '../../tooling/vite-precompress';
import { workspaceSources } from '../../tooling/workspace-sources';

export default defineConfig({
  base: '/public-chat/',
  plugins: [react(), precompress()],
  ...workspaceSources,
  server: { proxy: devServerProxy },
  build: appBuild,
});
