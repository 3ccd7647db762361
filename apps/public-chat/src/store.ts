import { makeStore } from '@parley/api-client';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Anonymous visitors: no auth slice and no token functions (api-client's anonymous defaults), so
 * nothing here can regenerate a token or load the staff conversation lists (chat-spec section 2).
 */
export const store = makeStore({ reducers: {} });

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
