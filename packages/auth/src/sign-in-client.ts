import type { IPublicClientApplication } from '@azure/msal-browser';
import { isSignInUnavailable, SignInUnavailableError } from './sign-in-setup';
import type { SignInSetup, SignInUnavailable } from './sign-in-setup';

/** The part of MSAL's client that auth uses; tests pass a fake that implements just these. */
export type SignInClient = Pick<
  IPublicClientApplication,
  | 'initialize'
  | 'handleRedirectPromise'
  | 'addEventCallback'
  | 'removeEventCallback'
  | 'getActiveAccount'
  | 'setActiveAccount'
  | 'getAllAccounts'
  | 'acquireTokenSilent'
  | 'acquireTokenRedirect'
  | 'loginRedirect'
  | 'logoutRedirect'
  | 'clearCache'
>;

/**
 * Loads MSAL and builds its client; `createAuthSession` calls it only when a token must be
 * acquired, so a signed-in user whose token and account are stored never downloads MSAL (about
 * 70 KB gzip) to open a chat.
 */
export async function loadSignInClient(
  setup: SignInSetup | SignInUnavailable,
): Promise<SignInClient> {
  if (isSignInUnavailable(setup)) throw new SignInUnavailableError(setup.unavailable);
  const { PublicClientApplication } = await import('@azure/msal-browser');
  return new PublicClientApplication(setup.configuration);
}
