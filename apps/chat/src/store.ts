import { makeStore } from '@parley/api-client';
import { authSlice, initialAuthState, loadStoredAuth } from '@parley/auth';
import type { AuthState, TokenFunctions } from '@parley/auth';
import { settingsSlice } from '@parley/theme-brands';
import { useDispatch, useSelector } from 'react-redux';

const reducers = {
  [authSlice.reducerPath]: authSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
};

/**
 * The chat app's store: api-client's recipe with the auth and settings slices. The token and the
 * path after login come back from this tab's storage, so a sign-in redirect does not lose them.
 */
export function createAppStore({
  tokens,
  auth,
}: { tokens?: TokenFunctions; auth?: Partial<AuthState> } = {}) {
  return makeStore({
    reducers,
    extra: tokens ? { tokens } : {},
    preloadedState: {
      [authSlice.reducerPath]: { ...initialAuthState, ...loadStoredAuth(), ...auth },
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
