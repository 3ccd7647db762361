import { InteractionRequiredAuthError } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import {
  acquireIdentityToken,
  NoActiveAccountError,
  SignInRedirectStartedError,
} from './identity-token';
import { fakeSignInClient } from './test-support/fake-sign-in-client';

const entra = { identityProvider: 'EntraId' as const, scopes: ['User.Read'] };
const oidc = { identityProvider: 'Oidc' as const, scopes: ['openid'] };

describe('acquireIdentityToken (chat-spec section 4)', () => {
  it('asks Entra ID for User.Read silently and returns the ID token, never the unverifiable Graph token', async () => {
    const client = fakeSignInClient();
    await expect(acquireIdentityToken(client, entra)).resolves.toBe('id-token');
    expect(client.acquireTokenSilent).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['User.Read'] }),
    );
  });

  it('returns the identity token for an OIDC issuer', async () => {
    await expect(acquireIdentityToken(fakeSignInClient(), oidc)).resolves.toBe('id-token');
  });

  it('redirects to sign in when silent acquisition needs interaction', async () => {
    const client = fakeSignInClient();
    client.acquireTokenSilent.mockRejectedValueOnce(
      new InteractionRequiredAuthError('interaction_required', 'Interaction is required'),
    );
    await expect(acquireIdentityToken(client, entra)).rejects.toThrow(SignInRedirectStartedError);
    expect(client.acquireTokenRedirect).toHaveBeenCalledOnce();
    expect(client.clearCache).not.toHaveBeenCalled();
  });

  it('clears the sign-in cache when silent acquisition fails for another reason', async () => {
    const client = fakeSignInClient();
    client.acquireTokenSilent.mockRejectedValueOnce(new Error('network down'));
    await expect(acquireIdentityToken(client, entra)).rejects.toThrow('network down');
    expect(client.clearCache).toHaveBeenCalledOnce();
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('raises an error when no account is signed in (chat-spec section 8)', async () => {
    await expect(acquireIdentityToken(fakeSignInClient([]), entra)).rejects.toThrow(
      NoActiveAccountError,
    );
  });
});
