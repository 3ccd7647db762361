import { EventType, InteractionRequiredAuthError } from '@azure/msal-browser';
import type { AuthenticationResult } from '@azure/msal-browser';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './auth-session';
import type { AuthSessionOptions } from './auth-session';
import {
  accountChanged,
  authSlice,
  displaySettingChanged,
  selectIsAuthenticated,
  selectIsAuthLoading,
  selectMayEnterAuthenticatedRoutes,
  tokenReceived,
} from './auth-slice';
import { fakeSignInClient, testAccount } from './test-support/fake-sign-in-client';
import { startHttpTestServer } from './test-support/http-test-server';
import { AUTH_STORAGE_KEY } from './auth-storage';
import type { HttpTestServer } from './test-support/http-test-server';

let server: HttpTestServer | undefined;
beforeEach(() => window.sessionStorage.clear());
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

function makeAuthStore() {
  return configureStore({ reducer: { [authSlice.reducerPath]: authSlice.reducer } });
}

/** A token-exchange server that hands out product-1, product-2, ... or always fails. */
async function exchangeServer(fail = false) {
  let issued = 0;
  server = await startHttpTestServer(() => {
    if (fail) return { status: 500, body: { message: 'exchange down' } };
    issued += 1;
    return { status: 200, body: { n1AIToken: `product-${issued}` } };
  });
  return server;
}

async function sessionFor(
  options: {
    client?: ReturnType<typeof fakeSignInClient>;
    failExchange?: boolean;
    newVersion?: AuthSessionOptions['newVersion'];
    setup?: AuthSessionOptions['setup'];
  } = {},
) {
  const client = options.client ?? fakeSignInClient();
  const store = makeAuthStore();
  const { url, requests } = await exchangeServer(options.failExchange);
  const logger = { error: vi.fn() };
  const loadClient = vi.fn(async () => client);
  const sessionOptions: AuthSessionOptions = {
    loadClient,
    store,
    setup: options.setup ?? { identityProvider: 'EntraId', scopes: ['User.Read'] },
    baseUrl: url,
    logger,
    newVersion: options.newVersion,
  };
  return {
    client,
    loadClient,
    store,
    requests,
    logger,
    session: createAuthSession(sessionOptions),
  };
}

const adaAccount = { name: 'Ada Lovelace', userName: 'ada@example.com' };

/** What this tab kept after an earlier sign-in: a product token, its arguments, the account. */
function keepSignedInSession(token = 'kept-product') {
  window.sessionStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      token,
      tokenArguments: { identityProvider: 'EntraId', token: 'id-token' },
      account: adaAccount,
    }),
  );
}

describe('auth session: start-up and sign-in (chat-spec section 4)', () => {
  it('stores the token of the User.Read request as token arguments and exchanges it for the product token', async () => {
    const { store, session, requests } = await sessionFor();
    await session.start();
    expect(store.getState().auth.tokenArguments).toEqual({
      identityProvider: 'EntraId',
      token: 'id-token',
    });
    expect(store.getState().auth.token).toBe('product-1');
    expect(requests[0]?.url).toBe('/api/internal/authorization/EntraId/GenerateToken');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('makes a known account the active account and records its name and user name', async () => {
    const { client, store, session } = await sessionFor();
    await session.start();
    expect(client.getActiveAccount()?.username).toBe('ada@example.com');
    expect(store.getState().auth.account).toEqual({
      name: 'Ada Lovelace',
      userName: 'ada@example.com',
    });
  });

  it('makes the account of a login success the active account', async () => {
    const { client, store, session } = await sessionFor({ client: fakeSignInClient([]) });
    await session.start();
    const grace = testAccount({ username: 'grace@example.com', name: 'Grace Hopper' });
    client.emit({
      eventType: EventType.LOGIN_SUCCESS,
      payload: { account: grace } as AuthenticationResult,
    });
    expect(client.getActiveAccount()).toBe(grace);
    expect(store.getState().auth.account).toEqual({
      name: 'Grace Hopper',
      userName: 'grace@example.com',
    });
  });

  it('does not request a token when nobody is signed in', async () => {
    const { store, session, requests } = await sessionFor({ client: fakeSignInClient([]) });
    await session.start();
    expect(requests).toHaveLength(0);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('is loading while the sign-in client handles a redirect', async () => {
    const { client, store, session } = await sessionFor();
    await session.start();
    client.emit({ eventType: EventType.HANDLE_REDIRECT_START });
    expect(selectIsAuthLoading(store.getState())).toBe(true);
    expect(session.isTokenRequestReady()).toBe(false);
    client.emit({ eventType: EventType.HANDLE_REDIRECT_END });
    expect(selectIsAuthLoading(store.getState())).toBe(false);
    expect(session.isTokenRequestReady()).toBe(true);
  });

  it('is loading from its creation until start-up has finished', async () => {
    const { store, session } = await sessionFor();
    expect(selectIsAuthLoading(store.getState())).toBe(true);
    await session.start();
    expect(selectIsAuthLoading(store.getState())).toBe(false);
  });

  it('stops loading when start-up fails, and lets the failure reach the app', async () => {
    const client = fakeSignInClient();
    client.initialize.mockRejectedValueOnce(new Error('storage unavailable'));
    const { store, session } = await sessionFor({ client });
    await expect(session.start()).rejects.toThrow('storage unavailable');
    expect(selectIsAuthLoading(store.getState())).toBe(false);
    expect(session.isTokenRequestReady()).toBe(false);
  });

  it('tries MSAL again after a failed start-up, without a second event listener', async () => {
    const client = fakeSignInClient();
    client.initialize.mockRejectedValueOnce(new Error('storage unavailable'));
    const { session, loadClient } = await sessionFor({ client });
    await expect(session.start()).rejects.toThrow('storage unavailable');
    await session.start();
    expect(loadClient).toHaveBeenCalledTimes(2);
    expect(client.removeEventCallback).toHaveBeenCalledOnce();
    expect(session.isTokenRequestReady()).toBe(true);
  });

  it('is not ready for token requests before start-up', async () => {
    const { session } = await sessionFor();
    expect(session.isTokenRequestReady()).toBe(false);
  });
});

describe('auth session: token exchange failures (chat-spec sections 4 and 8)', () => {
  it('empties the token and keeps the error when the exchange fails', async () => {
    const { store, session, logger } = await sessionFor({ failExchange: true });
    await session.start();
    expect(store.getState().auth.token).toBe('');
    expect(store.getState().auth.tokenError).toBe(
      'Token exchange failed with status 500: {"message":"exchange down"}',
    );
    expect(logger.error).toHaveBeenCalled();
  });

  it('redirects to sign in when silent acquisition needs interaction, and keeps the reason', async () => {
    const client = fakeSignInClient();
    client.acquireTokenSilent.mockRejectedValueOnce(
      new InteractionRequiredAuthError('interaction_required', 'Interaction is required'),
    );
    const { store, session } = await sessionFor({ client });
    await session.start();
    expect(client.acquireTokenRedirect).toHaveBeenCalledOnce();
    expect(store.getState().auth.tokenError).toBe(
      'Interaction required: the page is redirecting to sign in',
    );
  });

  it('clears the sign-in cache at the 4th token request within 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, store, session, requests } = await sessionFor();
    await session.start();
    await session.regenerateToken();
    await session.regenerateToken();
    expect(client.clearCache).not.toHaveBeenCalled();
    await expect(session.regenerateToken()).resolves.toBeUndefined();
    expect(client.clearCache).toHaveBeenCalledOnce();
    expect(requests).toHaveLength(3);
    expect(store.getState().auth.tokenError).toBe(
      'Too many token requests within 30 s: the sign-in cache was cleared',
    );
  });

  it('allows a 4th token request once 30 s have passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, session } = await sessionFor();
    await session.start();
    await session.regenerateToken();
    await session.regenerateToken();
    vi.advanceTimersByTime(30_000);
    await expect(session.regenerateToken()).resolves.toBe('product-4');
    expect(client.clearCache).not.toHaveBeenCalled();
  });
});

describe('auth session: token functions for api-client (chat-spec section 8)', () => {
  it('gives the product token, or undefined when it is empty', async () => {
    const { store, session } = await sessionFor();
    expect(session.getToken()).toBeUndefined();
    store.dispatch(tokenReceived('product'));
    expect(session.getToken()).toBe('product');
    session.clearToken();
    expect(session.getToken()).toBeUndefined();
  });

  it('shares one exchange between concurrent regenerations', async () => {
    const { session, requests } = await sessionFor();
    await session.start();
    const tokens = await Promise.all([session.regenerateToken(), session.regenerateToken()]);
    expect(tokens).toEqual(['product-2', 'product-2']);
    expect(requests).toHaveLength(2);
  });

  it('knows whether the identity provider has a signed-in account', async () => {
    const signedIn = (await sessionFor()).session;
    await signedIn.start();
    expect(signedIn.hasSignedInAccount()).toBe(true);
    await server?.close();
    const visitor = (await sessionFor({ client: fakeSignInClient([]) })).session;
    await visitor.start();
    expect(visitor.hasSignedInAccount()).toBe(false);
  });

  it('does not exchange again when token arguments already exist', async () => {
    const { session, requests } = await sessionFor();
    await session.start();
    await expect(session.ensureProductToken()).resolves.toBe('product-1');
    expect(requests).toHaveLength(1);
  });
});

describe('auth session: a kept session does not load the sign-in client (issue 5 bundle budget)', () => {
  it('is authenticated on start-up from the kept token and account, without loading MSAL', async () => {
    keepSignedInSession();
    const { store, session, loadClient, requests } = await sessionFor();
    await session.start();
    expect(loadClient).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectIsAuthLoading(store.getState())).toBe(false);
    expect(session.isTokenRequestReady()).toBe(true);
  });

  it('counts the kept account as signed in for the 401 rule before MSAL is loaded', async () => {
    keepSignedInSession();
    const { session, loadClient } = await sessionFor();
    await session.start();
    expect(session.hasSignedInAccount()).toBe(true);
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('loads MSAL to regenerate the product token after a 401', async () => {
    keepSignedInSession();
    const { store, session, loadClient, requests } = await sessionFor();
    await session.start();
    await expect(session.regenerateToken()).resolves.toBe('product-1');
    expect(loadClient).toHaveBeenCalledOnce();
    expect(requests).toHaveLength(1);
    expect(store.getState().auth.account).toEqual(adaAccount);
  });

  it('signs out when MSAL no longer knows the kept account, once MSAL is loaded', async () => {
    keepSignedInSession();
    const { store, session } = await sessionFor({ client: fakeSignInClient([]) });
    await session.start();
    await session.regenerateToken();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('loads MSAL to sign out a kept session at the identity provider', async () => {
    keepSignedInSession();
    const { client, store, session } = await sessionFor();
    await session.start();
    await session.logout();
    expect(client.logoutRedirect).toHaveBeenCalledWith({
      account: expect.objectContaining({ username: 'ada@example.com' }),
      idTokenHint: 'id-token-of-ada',
    });
    expect(store.getState().auth.account).toBeNull();
  });

  it('loads MSAL only once for concurrent needs', async () => {
    keepSignedInSession();
    const { session, loadClient } = await sessionFor();
    await session.start();
    await Promise.all([session.regenerateToken(), session.login()]);
    expect(loadClient).toHaveBeenCalledOnce();
  });
});

describe('auth session: logout (chat-spec section 4)', () => {
  it('clears the auth state', async () => {
    const { store, session } = await sessionFor();
    await session.start();
    store.dispatch(displaySettingChanged('showChatExecutionDetailsDrawer', true));
    await session.logout();
    const { auth } = store.getState();
    expect(auth.token).toBe('');
    expect(auth.account).toBeNull();
    expect(auth.displaySettings.showChatExecutionDetailsDrawer).toBe(false);
  });

  it('signs out at the identity provider with the id token hint, which returns to login', async () => {
    const { client, session } = await sessionFor();
    await session.start();
    await session.logout();
    expect(client.logoutRedirect).toHaveBeenCalledWith({
      account: expect.objectContaining({ username: 'ada@example.com' }),
      idTokenHint: 'id-token-of-ada',
    });
  });

  it('signs in by redirect with the setup scopes', async () => {
    const { client, store, session } = await sessionFor({ client: fakeSignInClient([]) });
    store.dispatch(accountChanged(null));
    await session.login();
    expect(client.loginRedirect).toHaveBeenCalledWith({ scopes: ['User.Read'] });
  });

  it('stops listening to sign-in events when disposed', async () => {
    const { client, session } = await sessionFor();
    await session.start();
    session.dispose();
    expect(client.removeEventCallback).toHaveBeenCalledWith('listener-1');
  });
});

describe('auth session: new-version handling (chat-spec sections 4 and 9)', () => {
  const oldVersionToken = `e30.${btoa(JSON.stringify({ tokenVersion: '2.2400.1.0' }))}.sig`;
  const newerIndexPage = '<meta name="parley-version" content="2.2600.1">';

  function storeTokenOfThisTab(identityProvider: 'EntraId' | 'n1ai') {
    window.sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: oldVersionToken, tokenArguments: { identityProvider, token: 'x' } }),
    );
  }

  it('refreshes a kept token of another version and reloads after 100 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeTokenOfThisTab('EntraId');
    const reload = vi.fn();
    const { store, session } = await sessionFor({
      newVersion: { reload, fetchIndexPage: async () => newerIndexPage },
    });
    await session.start();
    expect(store.getState().auth.token).toBe('product-1');
    vi.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves an n1ai token argument alone whatever its version', async () => {
    storeTokenOfThisTab('n1ai');
    const reload = vi.fn();
    const { store, session, requests } = await sessionFor({
      client: fakeSignInClient([]),
      newVersion: { reload, fetchIndexPage: async () => newerIndexPage },
    });
    await session.start();
    expect(requests).toHaveLength(0);
    expect(store.getState().auth.token).toBe(oldVersionToken);
  });
});

describe('auth session: where nobody can sign in (ARCHITECTURE section 5)', () => {
  const unavailable = { unavailable: 'Sign-in is not configured on this server.' };

  it('starts without loading MSAL, is not loading afterwards, and says why', async () => {
    const { session, loadClient, store } = await sessionFor({ setup: unavailable });
    await session.start();
    expect(loadClient).not.toHaveBeenCalled();
    expect(selectIsAuthLoading(store.getState())).toBe(false);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(session.signInUnavailable).toBe('Sign-in is not configured on this server.');
  });

  it('refuses to sign in with the reason, never loading MSAL', async () => {
    const { session, loadClient } = await sessionFor({ setup: unavailable });
    await session.start();
    await expect(session.login()).rejects.toThrow('Sign-in is not configured on this server.');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('still accepts a product token handed over as n1ai, and signs out by forgetting it', async () => {
    window.sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        token: 'handed-over',
        tokenArguments: { identityProvider: 'n1ai', token: 'x' },
      }),
    );
    const { session, store, loadClient } = await sessionFor({ setup: unavailable });
    await session.start();
    expect(selectMayEnterAuthenticatedRoutes(store.getState())).toBe(true);
    expect(store.getState().auth.token).toBe('handed-over');
    await session.logout();
    expect(store.getState().auth.token).toBe('');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('has no session to report when sign-in is available', async () => {
    const { session } = await sessionFor();
    expect(session.signInUnavailable).toBeUndefined();
  });
});
