import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_BRAND_KEY } from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import { loadStoredAuth } from './auth-storage';

/**
 * Which identity a product token was exchanged from. `n1ai` marks a product token handed to the app
 * directly (the n1ai token argument): it is used as is and never exchanged.
 */
export type IdentityProvider = 'EntraId' | 'Oidc' | 'n1ai';

/** What the product token was (or will be) exchanged from. */
export interface TokenArguments {
  identityProvider: IdentityProvider;
  token: string;
}

export interface AuthAccount {
  name: string;
  userName: string;
}

export interface DirectoryGroup {
  id: string;
  displayName: string;
  description: string;
}

export interface DisplaySettings {
  showChatExecutionDetailsDrawer: boolean;
  useLatestChatSegmentForExecutionDetailsDrawer: boolean;
}

export type DisplaySettingName = keyof DisplaySettings;

export type TokenStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface AuthState {
  displaySettings: DisplaySettings;
  /** The product token (n1AIToken); empty when there is none. */
  token: string;
  tokenArguments: TokenArguments | null;
  tokenStatus: TokenStatus;
  /** Why the last token exchange failed, kept for display and diagnosis (chat-spec section 4). */
  tokenError: string | null;
  account: AuthAccount | null;
  /** True while the sign-in client handles a redirect, a login or a token request. */
  signInBusy: boolean;
  pathAfterLogin: string;
  /** Always sorted by displayName ascending (chat-spec section 3). */
  entraGroups: DirectoryGroup[];
}

/** The product name reads "Loading..." until the instance settings arrive (chat-spec section 3). */
export const INSTANCE_NAME_PLACEHOLDER = 'Loading...';

/** Where a user goes after signing in when no other path was recorded (chat-spec section 2). */
export const DEFAULT_PATH_AFTER_LOGIN = '/chat';

/**
 * The instance settings until the server's arrive (`oidcSettings` chooses the issuer): the product
 * name reads "Loading..." meanwhile.
 */
export const placeholderInstanceSettings: InstanceSettings = {
  name: INSTANCE_NAME_PLACEHOLDER,
  organizationName: '',
  entraIdSettings: { clientId: '', tenantId: '', instance: '' },
  oidcSettings: null,
  demonstrationSignIn: false,
  defaultBrandKey: DEFAULT_BRAND_KEY,
};

/**
 * Where api-client's `getInstanceSettings` query keeps the server's answer: the RTK Query cache
 * (reducer path `api`) under the query's default key. auth may not import api-client (ARCHITECTURE
 * section 2), so it names the entry; app-shell's start-up test proves that the two agree.
 */
const INSTANCE_SETTINGS_CACHE_KEY = 'getInstanceSettings(undefined)';

/** Any store that mounts api-client's api at its reducer path `api`. */
export interface WithApiCache {
  api?: { queries: Record<string, { data?: unknown } | undefined> };
}

/** The instance settings from the api's cache, the placeholder until they arrive. */
export function selectInstanceSettings(state: WithApiCache): InstanceSettings {
  const cached = state.api?.queries[INSTANCE_SETTINGS_CACHE_KEY]?.data as
    InstanceSettings | undefined;
  return cached ?? placeholderInstanceSettings;
}

export const initialAuthState: AuthState = {
  displaySettings: {
    showChatExecutionDetailsDrawer: false,
    useLatestChatSegmentForExecutionDetailsDrawer: true,
  },
  token: '',
  tokenArguments: null,
  tokenStatus: 'idle',
  tokenError: null,
  account: null,
  signInBusy: false,
  pathAfterLogin: DEFAULT_PATH_AFTER_LOGIN,
  entraGroups: [],
};

function sortedByDisplayName(groups: DirectoryGroup[]): DirectoryGroup[] {
  return [...groups].sort((first, second) => first.displayName.localeCompare(second.displayName));
}

export const authSlice = createSlice({
  name: 'auth',
  // Read lazily, when a store is made, so a reload or a sign-in redirect keeps what this tab had.
  initialState: (): AuthState => ({ ...initialAuthState, ...loadStoredAuth() }),
  reducers: {
    authReset: () => initialAuthState,
    displaySettingChanged: {
      reducer(state, action: PayloadAction<{ name: DisplaySettingName; value: boolean }>) {
        state.displaySettings[action.payload.name] = action.payload.value;
      },
      prepare: (name: DisplaySettingName, value: boolean) => ({ payload: { name, value } }),
    },
    tokenChanged(
      state,
      action: PayloadAction<{ token: string; tokenArguments: TokenArguments | null }>,
    ) {
      state.token = action.payload.token;
      state.tokenArguments = action.payload.tokenArguments;
    },
    tokenRequested(state) {
      state.tokenStatus = 'pending';
    },
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.tokenStatus = 'fulfilled';
      state.tokenError = null;
    },
    tokenRequestFailed(state, action: PayloadAction<string>) {
      state.token = '';
      state.tokenStatus = 'rejected';
      state.tokenError = action.payload;
    },
    tokenCleared(state) {
      state.token = '';
    },
    groupsInitialised(state, action: PayloadAction<DirectoryGroup[]>) {
      state.entraGroups = sortedByDisplayName(action.payload);
    },
    groupsAdded(state, action: PayloadAction<DirectoryGroup[]>) {
      state.entraGroups = sortedByDisplayName([...state.entraGroups, ...action.payload]);
    },
    accountChanged(state, action: PayloadAction<AuthAccount | null>) {
      state.account = action.payload;
    },
    signInBusyChanged(state, action: PayloadAction<boolean>) {
      state.signInBusy = action.payload;
    },
    pathAfterLoginChanged(state, action: PayloadAction<string>) {
      state.pathAfterLogin = action.payload;
    },
  },
  selectors: {
    selectDisplaySettings: (state) => state.displaySettings,
    selectToken: (state) => state.token,
    selectTokenArguments: (state) => state.tokenArguments,
    selectTokenError: (state) => state.tokenError,
    selectAccount: (state) => state.account,
    selectPathAfterLogin: (state) => state.pathAfterLogin,
    selectEntraGroups: (state) => state.entraGroups,
    /** Authenticated only when the identity provider has an account and the product token is non-empty. */
    selectIsAuthenticated: (state) => state.account !== null && state.token !== '',
    /** Loading while the sign-in client is busy or the token is being fetched (chat-spec section 4). */
    selectIsAuthLoading: (state) => state.signInBusy || state.tokenStatus === 'pending',
    /** An n1ai token argument stands in for a sign-in on guarded routes (chat-spec section 2). */
    selectHasN1aiTokenArgument: (state) => state.tokenArguments?.identityProvider === 'n1ai',
  },
});

export const {
  authReset,
  displaySettingChanged,
  tokenChanged,
  tokenRequested,
  tokenReceived,
  tokenRequestFailed,
  tokenCleared,
  groupsInitialised,
  groupsAdded,
  accountChanged,
  signInBusyChanged,
  pathAfterLoginChanged,
} = authSlice.actions;

export const {
  selectDisplaySettings,
  selectToken,
  selectTokenArguments,
  selectTokenError,
  selectAccount,
  selectPathAfterLogin,
  selectEntraGroups,
  selectIsAuthenticated,
  selectIsAuthLoading,
  selectHasN1aiTokenArgument,
} = authSlice.selectors;

/** The state shape of any store that mounts the auth slice at its reducer path. */
export type WithAuthState = { [authSlice.reducerPath]: AuthState };

/** Whether a guarded route may render: signed in, or given an n1ai token argument. */
export const selectMayEnterAuthenticatedRoutes = createSelector(
  [selectIsAuthenticated, selectHasN1aiTokenArgument],
  (isAuthenticated, hasN1aiToken) => isAuthenticated || hasN1aiToken,
);
