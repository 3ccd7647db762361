import { describe, expect, it } from 'vitest';
import {
  accountChanged,
  authReset,
  authSlice,
  displaySettingChanged,
  groupsAdded,
  groupsInitialised,
  initialAuthState,
  pathAfterLoginChanged,
  selectInstanceSettings,
  selectIsAuthenticated,
  selectIsAuthLoading,
  selectMayEnterAuthenticatedRoutes,
  signInBusyChanged,
  tokenChanged,
  tokenReceived,
  tokenRequested,
  tokenRequestFailed,
} from './auth-slice';
import type { AuthState } from './auth-slice';

const reduce = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, state);
const asRoot = (auth: AuthState) => ({ auth });
const ada = { name: 'Ada Lovelace', userName: 'ada@example.com' };

describe('auth slice: initial state (chat-spec section 3)', () => {
  it('names the instance "Loading..." until its settings arrive', () => {
    expect(selectInstanceSettings({}).name).toBe('Loading...');
  });

  it('starts with no token, no account and no groups', () => {
    expect(initialAuthState).toMatchObject({
      token: '',
      tokenArguments: null,
      account: null,
      entraGroups: [],
    });
  });

  it('hides the execution details drawer and follows the latest segment by default', () => {
    expect(initialAuthState.displaySettings).toEqual({
      showChatExecutionDetailsDrawer: false,
      useLatestChatSegmentForExecutionDetailsDrawer: true,
    });
  });

  it('returns to /chat after login unless another path is recorded (chat-spec section 2)', () => {
    expect(initialAuthState.pathAfterLogin).toBe('/chat');
    expect(reduce(initialAuthState, pathAfterLoginChanged('/chat/agents')).pathAfterLogin).toBe(
      '/chat/agents',
    );
  });
});

describe('auth slice: actions (chat-spec section 4)', () => {
  it('sets one display setting by name and value, leaving the other alone', () => {
    const state = reduce(
      initialAuthState,
      displaySettingChanged('showChatExecutionDetailsDrawer', true),
    );
    expect(state.displaySettings).toEqual({
      showChatExecutionDetailsDrawer: true,
      useLatestChatSegmentForExecutionDetailsDrawer: true,
    });
  });

  it('sets the token and its arguments together', () => {
    const tokenArguments = { identityProvider: 'EntraId' as const, token: 'graph-token' };
    const state = reduce(initialAuthState, tokenChanged({ token: 'product', tokenArguments }));
    expect(state.token).toBe('product');
    expect(state.tokenArguments).toEqual(tokenArguments);
  });

  it('empties the token and keeps the error when the exchange fails', () => {
    const state = reduce(
      initialAuthState,
      tokenReceived('product'),
      tokenRequested(),
      tokenRequestFailed('Token exchange failed with status 500'),
    );
    expect(state.token).toBe('');
    expect(state.tokenError).toBe('Token exchange failed with status 500');
  });

  it('initialises the groups sorted by displayName ascending, replacing earlier ones', () => {
    const state = reduce(
      initialAuthState,
      groupsInitialised([{ id: 'old', displayName: 'Old', description: '' }]),
      groupsInitialised([
        { id: '2', displayName: 'Sales', description: '' },
        { id: '1', displayName: 'Engineering', description: '' },
      ]),
    );
    expect(state.entraGroups.map((group) => group.displayName)).toEqual(['Engineering', 'Sales']);
  });

  it('adds groups and keeps the list sorted by displayName ascending', () => {
    const state = reduce(
      initialAuthState,
      groupsInitialised([
        { id: '1', displayName: 'Engineering', description: '' },
        { id: '3', displayName: 'Sales', description: '' },
      ]),
      groupsAdded([{ id: '2', displayName: 'Marketing', description: '' }]),
    );
    expect(state.entraGroups.map((group) => group.displayName)).toEqual([
      'Engineering',
      'Marketing',
      'Sales',
    ]);
  });

  it('sets the account', () => {
    expect(reduce(initialAuthState, accountChanged(ada)).account).toEqual(ada);
  });

  it('resets everything to the initial state', () => {
    const state = reduce(
      initialAuthState,
      accountChanged(ada),
      tokenReceived('product'),
      authReset(),
    );
    expect(state).toEqual(initialAuthState);
  });
});

describe('auth slice: selectors (chat-spec section 4)', () => {
  it('is authenticated only when the identity provider has an account and the token is non-empty', () => {
    expect(selectIsAuthenticated(asRoot(reduce(initialAuthState, accountChanged(ada))))).toBe(
      false,
    );
    expect(selectIsAuthenticated(asRoot(reduce(initialAuthState, tokenReceived('product'))))).toBe(
      false,
    );
    expect(
      selectIsAuthenticated(
        asRoot(reduce(initialAuthState, accountChanged(ada), tokenReceived('p'))),
      ),
    ).toBe(true);
  });

  it('is loading while the sign-in client is busy or the token is being fetched', () => {
    expect(selectIsAuthLoading(asRoot(initialAuthState))).toBe(false);
    expect(selectIsAuthLoading(asRoot(reduce(initialAuthState, signInBusyChanged(true))))).toBe(
      true,
    );
    expect(selectIsAuthLoading(asRoot(reduce(initialAuthState, tokenRequested())))).toBe(true);
    expect(
      selectIsAuthLoading(asRoot(reduce(initialAuthState, tokenRequested(), tokenReceived('p')))),
    ).toBe(false);
  });

  it('lets guarded routes render with an n1ai token argument and no account', () => {
    const state = reduce(
      initialAuthState,
      tokenChanged({ token: 'n1', tokenArguments: { identityProvider: 'n1ai', token: 'n1' } }),
    );
    expect(selectIsAuthenticated(asRoot(state))).toBe(false);
    expect(selectMayEnterAuthenticatedRoutes(asRoot(state))).toBe(true);
  });
});
