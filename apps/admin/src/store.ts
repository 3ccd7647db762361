import { makeStore } from '@parley/api-client';
import { authSlice } from '@parley/auth';
import { useDispatch, useSelector } from 'react-redux';

export const store = makeStore({ reducers: { [authSlice.reducerPath]: authSlice.reducer } });

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
