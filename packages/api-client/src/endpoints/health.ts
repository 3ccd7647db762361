import { healthResponseSchema, paths } from '@parley/api-contract';
import type { HealthResponse } from '@parley/api-contract';
import { baseApi } from '../base-api';

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => paths.health(),
      responseSchema: healthResponseSchema,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
