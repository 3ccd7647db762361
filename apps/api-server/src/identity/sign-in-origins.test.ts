import { describe, expect, it } from 'vitest';
import { seedInstanceSettings } from '../db/seed/seed-data';
import { externalSignInOrigins } from './sign-in-origins';

const nothingConfigured = {
  ...seedInstanceSettings,
  oidcAuthority: null,
  oidcClientId: null,
};

describe("externalSignInOrigins: where the apps' pages may connect for sign-in", () => {
  it('is nothing while only the embedded provider (this origin) signs in', () => {
    expect(externalSignInOrigins(nothingConfigured)).toEqual([]);
  });

  it("is an OpenID Connect authority's origin, without its path", () => {
    expect(
      externalSignInOrigins({
        ...nothingConfigured,
        oidcAuthority: 'https://login.example.com/tenant/v2.0',
        oidcClientId: 'parley',
      }),
    ).toEqual(['https://login.example.com']);
  });

  it("is Entra ID's instance once a tenant and a client are set, the default instance when none is", () => {
    const entra = { ...nothingConfigured, entraTenantId: 't', entraClientId: 'c' };
    expect(externalSignInOrigins(entra)).toEqual(['https://login.microsoftonline.com']);
    expect(
      externalSignInOrigins({ ...entra, entraInstance: 'https://login.microsoftonline.us/' }),
    ).toEqual(['https://login.microsoftonline.us']);
    expect(externalSignInOrigins({ ...entra, entraInstance: '' })).toEqual([
      'https://login.microsoftonline.com',
    ]);
  });

  it('names no origin for an authority that is not https, which MSAL refuses anyway', () => {
    expect(
      externalSignInOrigins({
        ...nothingConfigured,
        oidcAuthority: 'http://login.example.com',
        oidcClientId: 'parley',
      }),
    ).toEqual([]);
  });
});
