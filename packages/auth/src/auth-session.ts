import { EventMessageUtils, EventType, InteractionStatus } from '@azure/msal-browser';
import type { AccountInfo, EventMessage } from '@azure/msal-browser';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  accountChanged,
  authReset,
  instanceSettingsReceived,
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
import { acquireIdentityToken } from './identity-token';
import type { SignInClient } from './sign-in-client';
import type { SignInSetup } from './sign-in-setup';
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
  client: SignInClient;
  store: AuthStore;
  setup: Pick<SignInSetup, 'identityProvider' | 'scopes'>;
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
  /**
   * Initialises MSAL, finishes a returning redirect, picks the active account, fetches the token
   * and runs the new-version check on it (chat-spec section 4).
   */
  start(): Promise<void>;
  /** When signed in with no token arguments yet, acquires and exchanges a token (chat-spec section 4). */
  ensureProductToken(): Promise<string | undefined>;
  login(): Promise<void>;
  /** Clears the auth state and signs out at the identity provider, which returns to the login page. */
  logout(): Promise<void>;
  /** Removes the MSAL event listener and the counter's timer. */
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
  client,
  store,
  setup,
  baseUrl = '',
  fetch = globalThis.fetch,
  logger = console,
  newVersion,
}: AuthSessionOptions): AuthSession {
  let initialised = false;
  let interactionStatus: InteractionStatus = InteractionStatus.Startup;
  let pendingToken: Promise<string | undefined> | undefined;
  const counter = createTokenRequestCounter(() => {
    client
      .clearCache()
      .catch((error: unknown) => logger.error('Clearing the sign-in cache failed', error));
  });

  function makeActive(account: AccountInfo | null) {
    client.setActiveAccount(account);
    store.dispatch(accountChanged(account ? toAuthAccount(account) : null));
  }

  function onSignInEvent(message: EventMessage) {
    const status = EventMessageUtils.getInteractionStatusFromEvent(message, interactionStatus);
    if (status !== null) {
      interactionStatus = status;
      store.dispatch(signInBusyChanged(status !== InteractionStatus.None));
    }
    if (message.eventType === EventType.LOGIN_SUCCESS) {
      const account = (message.payload as { account?: AccountInfo } | null)?.account;
      if (account) makeActive(account);
    }
    if (message.eventType === EventType.ACQUIRE_TOKEN_FAILURE) {
      logger.error('Sign-in or token request failed', message.error);
    }
  }
  const callbackId = client.addEventCallback(onSignInEvent);
  // MSAL starts up busy: guards wait for start() instead of sending everyone to login first.
  store.dispatch(signInBusyChanged(true));

  async function requestProductToken(): Promise<string | undefined> {
    store.dispatch(tokenRequested());
    if (counter.record()) {
      store.dispatch(tokenRequestFailed(new TokenRequestLimitError().message));
      return undefined;
    }
    try {
      const identityToken = await acquireIdentityToken(client, setup);
      const tokenArguments = { identityProvider: setup.identityProvider, token: identityToken };
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

  const session: AuthSession = {
    getToken: () => selectToken(store.getState()) || undefined,
    clearToken: () => store.dispatch(tokenCleared()),
    hasSignedInAccount: () =>
      client.getActiveAccount() !== null || client.getAllAccounts().length > 0,
    isTokenRequestReady: () => initialised && interactionStatus === InteractionStatus.None,
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
      try {
        await client.initialize();
        const redirectResult = await client.handleRedirectPromise();
        makeActive(
          redirectResult?.account ??
            client.getActiveAccount() ??
            client.getAllAccounts()[0] ??
            null,
        );
        initialised = true;
      } finally {
        interactionStatus = InteractionStatus.None;
        store.dispatch(signInBusyChanged(false));
      }
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
    login: () => client.loginRedirect({ scopes: setup.scopes }),
    async logout() {
      const account = client.getActiveAccount();
      const { instanceSettings } = store.getState().auth;
      store.dispatch(authReset());
      store.dispatch(instanceSettingsReceived(instanceSettings));
      await client.logoutRedirect({ account, idTokenHint: account?.idToken });
    },
    dispose() {
      if (callbackId) client.removeEventCallback(callbackId);
      counter.dispose();
    },
  };
  return session;
}
