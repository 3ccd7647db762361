import type { ServerConfig } from '../config';

/** The OAuth client the three apps use with the embedded identity provider. */
export const embeddedIdpClientId = 'parley-apps';

/** The embedded provider's issuer: the public origin plus `/idp`. */
export function embeddedIdpIssuer(config: Pick<ServerConfig, 'publicOrigin'>): string {
  return `${config.publicOrigin}/idp`;
}

/**
 * Where `pnpm --filter @parley/chat dev` (or the admin app's) serves: Vite's default port, with
 * `/api` and `/idp` proxied to this server (tooling/vite-dev-proxy.ts).
 */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Where MSAL returns after sign-in (`/auth/redirect`) and sign-out (the login page), per app: on
 * the public origin, and on the Vite dev server so sign-in works in development too. The embedded
 * provider exists for development and automation only (off under NODE_ENV=production).
 */
export function embeddedIdpRedirects(config: Pick<ServerConfig, 'publicOrigin'>) {
  const appRoots = [config.publicOrigin, VITE_DEV_ORIGIN].flatMap((origin) => [
    origin,
    `${origin}/admin`,
  ]);
  return {
    redirectUris: appRoots.map((root) => `${root}/auth/redirect`),
    postLogoutRedirectUris: appRoots.map((root) => `${root}/auth/jwt/login`),
  };
}
