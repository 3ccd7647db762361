import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type {
  Middleware,
  Reducer,
  ReducersMapObject,
  StateFromReducersMapObject,
} from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { anonymousTokens } from './api-extra';
import type { ApiExtra } from './api-extra';

type ApiReducers = { [baseApi.reducerPath]: typeof baseApi.reducer };

export interface MakeStoreOptions<Slices extends ReducersMapObject> {
  /** The app's own slices (auth, settings, ...), keyed by their reducer paths. */
  reducers: Slices;
  extra?: Partial<ApiExtra>;
}

/**
 * The shared store recipe every app calls: the api reducer and middleware, the app's slices, and
 * the thunk extra argument through which auth's token functions reach the api.
 */
export function makeStore<Slices extends ReducersMapObject>({
  reducers,
  extra,
}: MakeStoreOptions<Slices>) {
  const allReducers = { ...reducers, [baseApi.reducerPath]: baseApi.reducer } as Slices &
    ApiReducers;
  // combineReducers cannot infer through a generic map; the state it builds is exactly this.
  const rootReducer = combineReducers(allReducers) as unknown as Reducer<
    StateFromReducersMapObject<Slices & ApiReducers>
  >;
  const extraArgument: ApiExtra = { baseUrl: '', tokens: anonymousTokens, ...extra };
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(baseApi.middleware as Middleware),
  });
}
