import type { AccountInfo, InteractionStatus } from '@azure/msal-browser';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  accountChanged,
  authReset,
  selectAccount,
  selectToken,
  selectTokenArguments,
  signInBusyChanged,
  tokenChanged,
  tokenCleared,
  tokenReceived,
  tokenRequestFailed,
  tokenRequested,
} from './auth-slice';
import type { WithAuthState } from './auth-slice';
import type { SignInClient } from './sign-in-client';
import { isSignInUnavailable, SignInUnavailableError } from './sign-in-setup';
import type { SignInSetup, SignInUnavailable } from './sign-in-setup';
import { exchangeIdentityToken } from './token-exchange';
import { createTokenRequestCounter } from './token-request-counter';
import { handleTokenVersion } from './token-version';
import type { NewVersionCheckOptions } from './token-version';

/** The store, as far as auth needs it; any store that mounts the auth slice fits. */
export interface AuthStore {
  getState(): WithAuthState;
  dispatch(action: UnknownAction): unknown;
}

export interface AuthLogger {
  error(message: string, ...details: unknown[]): void;
}

export interface AuthSessionOptions {
  /**
   * Loads the sign-in client (MSAL) the first time a token must be acquired or the user signs in
   * or out; an app passes `() => loadSignInClient(setup)`.
   */
  loadClient(): Promise<SignInClient>;
  store: AuthStore;
  /** How to sign in, or why nobody can (`resolveSignIn`): then MSAL is never loaded. */
  setup: Pick<SignInSetup, 'identityProvider' | 'scopes'> | SignInUnavailable;
  /** Prefixed to the token-exchange path; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  logger?: AuthLogger;
  /** How the new-version check reads the index page and reloads; the browser's by default. */
  newVersion?: Pick<NewVersionCheckOptions, 'fetchIndexPage' | 'reload'>;
}

/** The token functions api-client's base query receives through the thunk extra argument. */
export interface TokenFunctions {
  getToken(): string | undefined;
  clearToken(): void;
  hasSignedInAccount(): boolean;
  isTokenRequestReady(): boolean;
  regenerateToken(): Promise<string | undefined>;
}

export interface AuthSession extends TokenFunctions {
  /** Why nobody can sign in to this app (the login page says it), or undefined. */
  readonly signInUnavailable: string | undefined;
  /**
   * Initialises MSAL, finishes a returning redirect, picks the active account, fetches the token
   * and runs the new-version check on it (chat-spec section 4). A tab that kept its product token
   * and account (or holds an n1ai token) is signed in already: MSAL is not loaded for it.
   */
  start(): Promise<void>;
  /** When signed in with no token arguments yet, acquires and exchanges a token (chat-spec section 4). */
  ensureProductToken(): Promise<string | undefined>;
  login(): Promise<void>;
  /** Clears the auth state and signs out at the identity provider, which returns to the login page. */
  logout(): Promise<void>;
  /** Removes the MSAL event listener (when MSAL was loaded) and the counter's timer. */
  dispose(): void;
}

export class TokenRequestLimitError extends Error {
  override name = 'TokenRequestLimitError';
  constructor() {
    super('Too many token requests within 30 s: the sign-in cache was cleared');
  }
}

function toAuthAccount(account: AccountInfo) {
  return { name: account.name ?? account.username, userName: account.username };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One signed-in session: MSAL events mirrored into the auth slice, the token exchange, and the
 * token functions for api-client. Concurrent token requests share one exchange.
 */
export function createAuthSession({
  loadClient,
  store,
  setup,
  baseUrl = '',
  fetch = globalThis.fetch,
  logger = console,
  newVersion,
}: AuthSessionOptions): AuthSession {
  const signInSetup = isSignInUnavailable(setup) ? undefined : setup;
  const signInUnavailable = isSignInUnavailable(setup) ? setup.unavailable : undefined;

  /** The setup to sign in with; refuses where sign-in is unavailable. */
  function requireSetup(): Pick<SignInSetup, 'identityProvider' | 'scopes'> {
    if (!signInSetup) throw new SignInUnavailableError(signInUnavailable);
    return signInSetup;
  }
  let initialised = false;
  // MSAL's InteractionStatus values, written out: importing MSAL's constants would load MSAL.
  let interactionStatus: InteractionStatus = 'startup';
  let pendingToken: Promise<string | undefined> | undefined;
  let client: SignInClient | undefined;
  let connecting: Promise<SignInClient> | undefined;
  let callbackId: string | null = null;
  const counter = createTokenRequestCounter(() => {
    connectClient()
      .then((connected) => connected.clearCache())
      .catch((error: unknown) => logger.error('Clearing the sign-in cache failed', error));
  });

  function makeActive(connected: SignInClient, account: AccountInfo | null) {
    connected.setActiveAccount(account);
    store.dispatch(accountChanged(account ? toAuthAccount(account) : null));
  }

  /**
   * Loads and initialises MSAL once, finishes a returning redirect and makes MSAL's account the
   * active one (it replaces a stored account: MSAL knows best). A failure lets a later call retry.
   */
  function connectClient(): Promise<SignInClient> {
    if (!signInSetup) return Promise.reject(new SignInUnavailableError(signInUnavailable));
    connecting ??= (async () => {
      let loaded: SignInClient | undefined;
      try {
        // The MSAL-bound modules load with the client, never at start-up.
        const [signInClient, { readSignInEvent }] = await Promise.all([
          loadClient(),
          import('./sign-in-events'),
        ]);
        loaded = signInClient;
        callbackId = signInClient.addEventCallback((message) => {
          const { status, signedIn, failure } = readSignInEvent(message, interactionStatus);
          if (status !== null) {
            interactionStatus = status;
            store.dispatch(signInBusyChanged(status !== 'none'));
          }
          if (signedIn) makeActive(signInClient, signedIn);
          if (failure) logger.error('Sign-in or token request failed', failure);
        });
        await signInClient.initialize();
        const redirectResult = await signInClient.handleRedirectPromise();
        makeActive(
          signInClient,
          redirectResult?.account ??
            signInClient.getActiveAccount() ??
            signInClient.getAllAccounts()[0] ??
            null,
        );
        client = signInClient;
        return signInClient;
      } catch (error) {
        if (loaded && callbackId) loaded.removeEventCallback(callbackId);
        callbackId = null;
        connecting = undefined;
        throw error;
      } finally {
        interactionStatus = 'none';
        store.dispatch(signInBusyChanged(false));
      }
    })();
    return connecting;
  }

  // Until start() knows whether MSAL is needed, guards wait instead of sending everyone to login.
  store.dispatch(signInBusyChanged(true));

  async function requestProductToken(): Promise<string | undefined> {
    store.dispatch(tokenRequested());
    if (counter.record()) {
      store.dispatch(tokenRequestFailed(new TokenRequestLimitError().message));
      return undefined;
    }
    try {
      const [connected, { acquireIdentityToken }] = await Promise.all([
        connectClient(),
        import('./identity-token'),
      ]);
      const signIn = requireSetup();
      const identityToken = await acquireIdentityToken(connected, signIn);
      const tokenArguments = { identityProvider: signIn.identityProvider, token: identityToken };
      store.dispatch(tokenChanged({ token: selectToken(store.getState()), tokenArguments }));
      const token = await exchangeIdentityToken({ ...tokenArguments, baseUrl, fetch });
      store.dispatch(tokenReceived(token));
      return token;
    } catch (error) {
      logger.error('Getting the product token failed', error);
      store.dispatch(tokenRequestFailed(errorMessage(error)));
      return undefined;
    }
  }

  function fetchProductToken(): Promise<string | undefined> {
    pendingToken ??= requestProductToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  /** Signed in before in this tab: the product token and the identity account were kept. */
  function isSignedInAlready(): boolean {
    const { token, tokenArguments, account } = store.getState().auth;
    return token !== '' && (account !== null || tokenArguments?.identityProvider === 'n1ai');
  }

  const session: AuthSession = {
    signInUnavailable,
    getToken: () => selectToken(store.getState()) || undefined,
    clearToken: () => store.dispatch(tokenCleared()),
    hasSignedInAccount: () =>
      client
        ? client.getActiveAccount() !== null || client.getAllAccounts().length > 0
        : selectAccount(store.getState()) !== null,
    isTokenRequestReady: () => initialised && interactionStatus === 'none',
    regenerateToken() {
      store.dispatch(tokenCleared());
      return fetchProductToken();
    },
    async ensureProductToken() {
      const state = store.getState();
      if (selectAccount(state) === null || selectTokenArguments(state) !== null) {
        return selectToken(state) || undefined;
      }
      return fetchProductToken();
    },
    async start() {
      if (isSignedInAlready() || signInUnavailable !== undefined) {
        interactionStatus = 'none';
        store.dispatch(signInBusyChanged(false));
      } else {
        await connectClient();
      }
      initialised = true;
      await session.ensureProductToken();
      const { token, tokenArguments } = store.getState().auth;
      // An n1ai token was handed to the app: there is nothing to refresh it from.
      if (token !== '' && tokenArguments?.identityProvider !== 'n1ai') {
        await handleTokenVersion(token, {
          refreshToken: () => session.regenerateToken(),
          logger,
          ...newVersion,
        });
      }
    },
    login: async () => (await connectClient()).loginRedirect({ scopes: requireSetup().scopes }),
    async logout() {
      if (signInUnavailable !== undefined) {
        // Nothing to sign out of (an n1ai token was in use): forgetting it is the sign-out.
        store.dispatch(authReset());
        return;
      }
      let connected: SignInClient;
      try {
        connected = await connectClient();
      } finally {
        store.dispatch(authReset());
      }
      const account = connected.getActiveAccount();
      await connected.logoutRedirect({ account, idTokenHint: account?.idToken });
    },
    dispose() {
      if (client && callbackId) client.removeEventCallback(callbackId);
      counter.dispose();
    },
  };
  return session;
}
