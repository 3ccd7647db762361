import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type {
  Middleware,
  Reducer,
  ReducersMapObject,
  StateFromReducersMapObject,
} from '@reduxjs/toolkit';
import { anonymousTokens } from './api-extra';
import type { ApiExtra } from './api-extra';
import { baseApi } from './base-api';
import { chatStreamSlice, initialChatStreamState } from './chat-stream/chat-stream-slice';
import { loadSessionTokens, saveSessionTokens } from './chat-stream/session-token-storage';
import { serviceStatusSlice } from './service-status/service-status-slice';
import { createStreamControl } from './stream/stream-control';

/** The slices every app gets from the recipe. */
const coreReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  [chatStreamSlice.reducerPath]: chatStreamSlice.reducer,
  [serviceStatusSlice.reducerPath]: serviceStatusSlice.reducer,
};

type CoreReducers = typeof coreReducers;

export type StoreState<Slices extends ReducersMapObject> = StateFromReducersMapObject<Slices> &
  StateFromReducersMapObject<CoreReducers>;

export interface MakeStoreOptions<Slices extends ReducersMapObject> {
  /** The app's own slices (auth, settings, ...), keyed by their reducer paths. */
  reducers: Slices;
  /** Base URL and auth's token functions; anonymous and same-origin when left out. */
  extra?: Partial<ApiExtra>;
  /** Starting state, for tests and stories. */
  preloadedState?: Partial<StoreState<Slices>>;
}

/**
 * The shared store recipe every app calls (ARCHITECTURE section 10): the api reducer and
 * middleware, the chat stream and service status slices, the app's slices, and the thunk extra
 * argument through which auth's token functions reach the api. Session-token headers are restored
 * from and saved to sessionStorage; the rest of the stream state is never persisted.
 */
export function makeStore<Slices extends ReducersMapObject>({
  reducers,
  extra,
  preloadedState,
}: MakeStoreOptions<Slices>) {
  const allReducers = { ...reducers, ...coreReducers } as Slices & CoreReducers;
  // combineReducers cannot infer through a generic map; the state it builds is exactly this.
  const rootReducer = combineReducers(allReducers) as unknown as Reducer<StoreState<Slices>>;
  const extraArgument: ApiExtra = {
    baseUrl: '',
    tokens: anonymousTokens,
    streams: createStreamControl(),
    ...extra,
  };
  const store = configureStore({
    reducer: rootReducer,
    // Slices missing here start from their reducers' initial state; the generic map hides that.
    preloadedState: {
      chatStream: { ...initialChatStreamState, sessionTokens: loadSessionTokens() },
      ...preloadedState,
    } as unknown as StoreState<Slices>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(baseApi.middleware as Middleware),
  });

  const sessionTokens = () => chatStreamSlice.selectors.selectSessionTokens(store.getState());
  let savedTokens = sessionTokens();
  store.subscribe(() => {
    const tokens = sessionTokens();
    if (tokens === savedTokens) return;
    savedTokens = tokens;
    saveSessionTokens(tokens);
  });
  return store;
}

/** The store type of an app, for `useSelector.withTypes<ReturnType<AppStore['getState']>>()`. */
export type AppStoreOf<Slices extends ReducersMapObject> = ReturnType<typeof makeStore<Slices>>;
