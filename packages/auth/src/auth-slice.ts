import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_BRAND_KEY } from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import { loadStoredAuth } from './auth-storage';

/** The instance settings as api-contract defines them; `oidcSettings` chooses the issuer. */
export type InstanceSettingsState = InstanceSettings;

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

/** What the server says about the signed-in user; empty until it is loaded. */
export type AuthUser = Record<string, unknown>;

export type TokenStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

export interface AuthState {
  user: AuthUser;
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
  instanceSettings: InstanceSettingsState;
  pathAfterLogin: string;
  /** Always sorted by displayName ascending (chat-spec section 3). */
  entraGroups: DirectoryGroup[];
  /** True while the server reports that it is not ready (chat-spec section 3, default false). */
  healthCheckIssue: boolean;
}

/** The product name reads "Loading..." until the instance settings arrive (chat-spec section 3). */
export const INSTANCE_NAME_PLACEHOLDER = 'Loading...';

/** Where a user goes after signing in when no other path was recorded (chat-spec section 2). */
export const DEFAULT_PATH_AFTER_LOGIN = '/chat';

export const initialAuthState: AuthState = {
  user: {},
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
  instanceSettings: {
    name: INSTANCE_NAME_PLACEHOLDER,
    organizationName: '',
    entraIdSettings: { clientId: '', tenantId: '', instance: '' },
    oidcSettings: null,
    demonstrationSignIn: false,
    defaultBrandKey: DEFAULT_BRAND_KEY,
  },
  pathAfterLogin: DEFAULT_PATH_AFTER_LOGIN,
  entraGroups: [],
  healthCheckIssue: false,
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
    userChanged(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
    },
    displaySettingChanged: {
      reducer(state, action: PayloadAction<{ name: DisplaySettingName; value: boolean }>) {
        state.displaySettings[action.payload.name] = action.payload.value;
      },
      prepare: (name: DisplaySettingName, value: boolean) => ({ payload: { name, value } }),
    },
    instanceSettingsReceived(state, action: PayloadAction<InstanceSettingsState>) {
      state.instanceSettings = action.payload;
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
    healthCheckIssueChanged(state, action: PayloadAction<boolean>) {
      state.healthCheckIssue = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectDisplaySettings: (state) => state.displaySettings,
    selectToken: (state) => state.token,
    selectTokenArguments: (state) => state.tokenArguments,
    selectTokenError: (state) => state.tokenError,
    selectAccount: (state) => state.account,
    selectInstanceSettings: (state) => state.instanceSettings,
    selectPathAfterLogin: (state) => state.pathAfterLogin,
    selectEntraGroups: (state) => state.entraGroups,
    selectHealthCheckIssue: (state) => state.healthCheckIssue,
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
  userChanged,
  displaySettingChanged,
  instanceSettingsReceived,
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
  healthCheckIssueChanged,
} = authSlice.actions;

export const {
  selectUser,
  selectDisplaySettings,
  selectToken,
  selectTokenArguments,
  selectTokenError,
  selectAccount,
  selectInstanceSettings,
  selectPathAfterLogin,
  selectEntraGroups,
  selectHealthCheckIssue,
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
