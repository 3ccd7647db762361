import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountChanged,
  authReset,
  authSlice,
  pathAfterLoginChanged,
  tokenChanged,
  tokenReceived,
} from './auth-slice';
import { AUTH_STORAGE_KEY, loadStoredAuth, persistAuth } from './auth-storage';

const makeAuthStore = () => configureStore({ reducer: { auth: authSlice.reducer } });
const entraArguments = { identityProvider: 'EntraId' as const, token: 'graph-token' };
const account = { name: 'Ada Lovelace', userName: 'ada@example.com' };

beforeEach(() => window.sessionStorage.clear());

describe('auth storage (ARCHITECTURE section 10)', () => {
  it('keeps the product token, its arguments, the account and pathAfterLogin in sessionStorage', () => {
    const store = makeAuthStore();
    persistAuth(store);
    store.dispatch(tokenChanged({ token: 'product', tokenArguments: entraArguments }));
    store.dispatch(accountChanged(account));
    store.dispatch(pathAfterLoginChanged('/chat/agents'));
    expect(JSON.parse(window.sessionStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'product',
      tokenArguments: entraArguments,
      account,
      pathAfterLogin: '/chat/agents',
    });
  });

  it('starts a new store with what this tab kept, as after a sign-in redirect', () => {
    const first = makeAuthStore();
    persistAuth(first);
    first.dispatch(tokenChanged({ token: 'product', tokenArguments: entraArguments }));
    first.dispatch(accountChanged(account));
    first.dispatch(pathAfterLoginChanged('/chat/agents'));
    expect(makeAuthStore().getState().auth).toMatchObject({
      token: 'product',
      tokenArguments: entraArguments,
      account,
      pathAfterLogin: '/chat/agents',
    });
  });

  it('forgets the token on logout', () => {
    const store = makeAuthStore();
    persistAuth(store);
    store.dispatch(tokenReceived('product'));
    store.dispatch(authReset());
    expect(loadStoredAuth().token).toBeUndefined();
  });

  it('forgets the account on logout', () => {
    const store = makeAuthStore();
    persistAuth(store);
    store.dispatch(accountChanged(account));
    store.dispatch(authReset());
    expect(loadStoredAuth().account).toBeUndefined();
  });

  it('ignores malformed storage, arguments from an unknown provider, accounts and foreign paths', () => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, '{oops');
    expect(loadStoredAuth()).toEqual({});
    window.sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        token: 'p',
        tokenArguments: { identityProvider: 'Evil', token: 'x' },
        account: { name: 'No user name' },
        pathAfterLogin: '//evil.example/phish',
      }),
    );
    expect(loadStoredAuth()).toEqual({ token: 'p', tokenArguments: null });
  });
});
