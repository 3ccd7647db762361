import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@parley/api-client';
import type { StoreState } from '@parley/api-client';
import { authSlice } from '@parley/auth';
import { BrandProvider, settingsSlice } from '@parley/theme-brands';
import { MemoryDataRouter } from './memory-data-router';

const reducers = {
  [authSlice.reducerPath]: authSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
};

export type TestState = StoreState<typeof reducers>;
export type TestStore = ReturnType<typeof makeStore<typeof reducers>>;

export interface RenderWithProvidersOptions {
  preloadedState?: Partial<TestState>;
  /** The memory router's starting location. */
  route?: string;
  /** The api's base URL, e.g. a local test server's origin. */
  baseUrl?: string;
}

/**
 * Renders `ui` the way the signed-in apps do: a store from api-client's recipe with the auth and
 * settings slices, the default brand, and a memory data router at `route`; `rerender` keeps all three.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', baseUrl = '' }: RenderWithProvidersOptions = {},
): RenderResult & { store: TestStore } {
  const store = makeStore({ reducers, preloadedState, extra: { baseUrl } });
  // A wrapper rather than a tree around `ui`, so `rerender` keeps the store, brand and router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <BrandProvider>
        <MemoryDataRouter route={route}>{children}</MemoryDataRouter>
      </BrandProvider>
    </Provider>
  );
  const result = render(ui, { wrapper });
  return { store, ...result };
}
