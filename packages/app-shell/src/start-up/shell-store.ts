import { makeStore } from '@parley/api-client';
import { authSlice, initialAuthState, loadStoredAuth } from '@parley/auth';
import type { AuthState, TokenFunctions } from '@parley/auth';
import { settingsSlice } from '@parley/theme-brands';

const reducers = {
  [authSlice.reducerPath]: authSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
};

export interface ShellStoreOptions {
  /** Where the api gets its bearer token (the sign-in session, through the token relay). */
  tokens?: TokenFunctions;
  /** Overrides of the restored auth state (tests). */
  auth?: Partial<AuthState>;
  /** The api's origin; same-origin when left out (tests point it at a loopback server). */
  baseUrl?: string;
}

/**
 * The store of a signed-in app: api-client's recipe with the auth and settings slices. The token and
 * the path after login come back from this tab's storage, so a sign-in redirect does not lose them.
 */
export function createShellStore({ tokens, auth, baseUrl }: ShellStoreOptions = {}) {
  return makeStore({
    reducers,
    extra: { ...(tokens && { tokens }), ...(baseUrl !== undefined && { baseUrl }) },
    preloadedState: {
      [authSlice.reducerPath]: { ...initialAuthState, ...loadStoredAuth(), ...auth },
    },
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
