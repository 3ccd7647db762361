import { describe, expect, it } from 'vitest';
import { embeddedIdpRedirects, VITE_DEV_ORIGIN } from './embedded-idp-settings';

describe('embedded identity provider redirects', () => {
  it("lets each app sign in and out on the public origin and on Vite's dev server", () => {
    const redirects = embeddedIdpRedirects({ publicOrigin: 'https://localhost:8443' });
    expect(redirects.redirectUris).toEqual([
      'https://localhost:8443/auth/redirect',
      'https://localhost:8443/admin/auth/redirect',
      `${VITE_DEV_ORIGIN}/auth/redirect`,
      `${VITE_DEV_ORIGIN}/admin/auth/redirect`,
    ]);
    expect(redirects.postLogoutRedirectUris).toContain(`${VITE_DEV_ORIGIN}/auth/jwt/login`);
  });
});
