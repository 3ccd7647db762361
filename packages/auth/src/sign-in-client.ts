import { PublicClientApplication } from '@azure/msal-browser';
import type { IPublicClientApplication } from '@azure/msal-browser';
import type { SignInSetup } from './sign-in-setup';

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

/** Builds the MSAL client; call `createAuthSession(...).start()` to initialise it. */
export function createSignInClient(setup: SignInSetup): PublicClientApplication {
  return new PublicClientApplication(setup.configuration);
}
