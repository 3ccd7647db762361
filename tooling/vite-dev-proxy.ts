import type { ProxyOptions } from 'vite';

/** In development each app proxies the API and the identity provider to the local server. */
const serverUrl = process.env.PARLEY_SERVER_URL ?? 'https://localhost:8443';

export const devServerProxy: Record<string, ProxyOptions> = {
  '/api': { target: serverUrl, changeOrigin: true, secure: false },
  '/idp': { target: serverUrl, changeOrigin: true, secure: false },
};
