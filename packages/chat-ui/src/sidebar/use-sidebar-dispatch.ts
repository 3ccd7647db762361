import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ApiExtra, baseApi } from '@parley/api-client';

/** The part of any app store the sidebar relies on: RTK Query's cache. */
type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

/** Dispatch typed for api-client's thunks and cache updates, whatever app store holds the sidebar. */
export const useSidebarDispatch =
  useDispatch.withTypes<ThunkDispatch<ApiState, ApiExtra, UnknownAction>>();
