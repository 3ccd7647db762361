import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * What the store hands every thunk and query (`extraArgument`). Apps fill it in; packages depend on
 * this shape only, so api-client never imports auth.
 */
export interface ApiExtra {
  /** Origin the API is served from; empty for the page's own origin. */
  baseUrl: string;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) =>
  fetchBaseQuery({ baseUrl: (api.extra as ApiExtra).baseUrl || globalThis.location?.origin || '' })(
    args,
    api,
    extraOptions,
  );

/** The one api of the product; each area injects its endpoints in `endpoints/<area>.ts`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
