import { ProtocolMode } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import type { InstanceSettings } from '@parley/api-contract';
import { placeholderInstanceSettings } from './auth-slice';
import { createSignInSetup, NO_IDENTITY_PROVIDER_MESSAGE, resolveSignIn } from './sign-in-setup';

const entra: InstanceSettings = {
  ...placeholderInstanceSettings,
  entraIdSettings: {
    clientId: 'entra-client',
    tenantId: 'tenant-1',
    instance: 'https://login.microsoftonline.com/',
  },
};

const embedded: InstanceSettings = {
  ...entra,
  oidcSettings: { authority: 'https://localhost:8443/idp', clientId: 'parley-chat', scopes: [] },
};

describe('createSignInSetup (ARCHITECTURE section 5)', () => {
  it('signs in against Entra ID at {instance}{tenantId} with the User.Read scope', () => {
    const setup = createSignInSetup(entra, 'https://parley.example/');
    expect(setup.identityProvider).toBe('EntraId');
    expect(setup.scopes).toEqual(['User.Read']);
    expect(setup.configuration.auth).toMatchObject({
      clientId: 'entra-client',
      authority: 'https://login.microsoftonline.com/tenant-1',
    });
    expect(setup.configuration.system?.protocolMode).toBeUndefined();
  });

  it('uses OIDC protocol mode with the issuer as known authority when oidcSettings are present', () => {
    const setup = createSignInSetup(embedded, 'https://localhost:8443/');
    expect(setup.identityProvider).toBe('Oidc');
    expect(setup.configuration.auth).toMatchObject({
      clientId: 'parley-chat',
      authority: 'https://localhost:8443/idp',
      knownAuthorities: ['localhost:8443'],
    });
    expect(setup.configuration.system?.protocolMode).toBe(ProtocolMode.OIDC);
  });

  it('asks an OIDC issuer for openid profile email when the settings name no scopes', () => {
    expect(createSignInSetup(embedded, 'https://localhost:8443/').scopes).toEqual([
      'openid',
      'profile',
      'email',
    ]);
  });

  it("replaces MSAL's default scopes with openid profile email, so the refresh grant is not refused for offline_access", () => {
    const setup = createSignInSetup(embedded, 'https://localhost:8443/');
    expect(setup.configuration.auth.OIDCOptions?.defaultScopes).toEqual([
      'openid',
      'profile',
      'email',
    ]);
  });

  it('returns to the redirect bridge page and, after logout, to the login route of the app', () => {
    const { auth } = createSignInSetup(embedded, 'https://localhost:8443/admin/').configuration;
    expect(auth.redirectUri).toBe('https://localhost:8443/admin/auth/redirect');
    expect(auth.postLogoutRedirectUri).toBe('https://localhost:8443/admin/auth/jwt/login');
  });

  it('refuses an http authority, naming the field, since MSAL would', () => {
    expect(() =>
      createSignInSetup(
        {
          ...embedded,
          oidcSettings: { authority: 'http://localhost/idp', clientId: 'c', scopes: [] },
        },
        'https://localhost/',
      ),
    ).toThrow('oidcSettings.authority must be an https URL, got "http://localhost/idp"');
  });

  it('refuses Entra ID settings without a client id, naming the field', () => {
    expect(() =>
      createSignInSetup(
        { ...entra, entraIdSettings: { ...entra.entraIdSettings, clientId: '' } },
        'https://parley.example/',
      ),
    ).toThrow('entraIdSettings.clientId is required');
  });
});

describe('resolveSignIn: a login page always has something to say', () => {
  it('says sign-in is not configured when the server names no identity provider at all', () => {
    expect(resolveSignIn(placeholderInstanceSettings, 'https://parley.example/')).toEqual({
      unavailable: NO_IDENTITY_PROVIDER_MESSAGE,
    });
  });

  it('turns settings MSAL would refuse into a reason, naming the field, instead of throwing', () => {
    expect(
      resolveSignIn(
        {
          ...embedded,
          oidcSettings: { authority: 'http://localhost/idp', clientId: 'c', scopes: [] },
        },
        'https://localhost/',
      ),
    ).toEqual({
      unavailable:
        'The sign-in settings cannot be used: oidcSettings.authority must be an https URL, got "http://localhost/idp".',
    });
  });

  it('gives the MSAL setup when the settings are usable', () => {
    const signIn = resolveSignIn(embedded, 'https://localhost:8443/');
    expect('unavailable' in signIn).toBe(false);
    expect(signIn).toMatchObject({ identityProvider: 'Oidc' });
  });
});
