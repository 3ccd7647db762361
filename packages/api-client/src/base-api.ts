import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiExtra } from './api-extra';

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
