import { InteractionRequiredAuthError } from '@azure/msal-browser';
import type { SignInClient } from './sign-in-client';
import type { SignInSetup } from './sign-in-setup';

export class NoActiveAccountError extends Error {
  override name = 'NoActiveAccountError';
  constructor() {
    super('No signed-in account: sign in before requesting a token');
  }
}

export class SignInRedirectStartedError extends Error {
  override name = 'SignInRedirectStartedError';
  constructor() {
    super('Interaction required: the page is redirecting to sign in');
  }
}

/**
 * Acquires the token the product token is exchanged from: the identity token of the silent request
 * (for Entra ID that request asks for User.Read, whose Graph access token no other server can
 * verify, see ENTRA_ID_SCOPES). Silent first; when the provider requires interaction it
 * redirects to sign in, and any other failure clears the sign-in cache (chat-spec section 4).
 * Throws in both failure cases, after starting the redirect or clearing the cache.
 */
export async function acquireIdentityToken(
  client: SignInClient,
  { scopes }: Pick<SignInSetup, 'scopes'>,
): Promise<string> {
  const account = client.getActiveAccount() ?? client.getAllAccounts()[0];
  if (!account) throw new NoActiveAccountError();
  try {
    const result = await client.acquireTokenSilent({ scopes, account });
    return result.idToken;
  } catch (error) {
    if (error instanceof InteractionRequiredAuthError) {
      await client.acquireTokenRedirect({ scopes, account });
      throw new SignInRedirectStartedError();
    }
    await client.clearCache();
    throw error;
  }
}
