import type { ServerConfig } from '../config';

/** The OAuth client the three apps use with the embedded identity provider. */
export const embeddedIdpClientId = 'parley-apps';

/** The embedded provider's issuer: the public origin plus `/idp`. */
export function embeddedIdpIssuer(config: Pick<ServerConfig, 'publicOrigin'>): string {
  return `${config.publicOrigin}/idp`;
}

/** Where MSAL returns after sign-in (`/auth/redirect`) and sign-out (the login page), per app. */
export function embeddedIdpRedirects(config: Pick<ServerConfig, 'publicOrigin'>) {
  const appRoots = [config.publicOrigin, `${config.publicOrigin}/admin`];
  return {
    redirectUris: appRoots.map((root) => `${root}/auth/redirect`),
    postLogoutRedirectUris: appRoots.map((root) => `${root}/auth/jwt/login`),
  };
}
