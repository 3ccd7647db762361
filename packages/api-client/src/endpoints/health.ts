import { healthResponseSchema, paths } from '@parley/api-contract';
import type { HealthResponse } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { serviceStatusSlice } from '../service-status/service-status-slice';
import type { ServiceStatusState } from '../service-status/service-status-slice';

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => paths.health(),
      responseSchema: healthResponseSchema,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;

const selectHealth = healthApi.endpoints.getHealth.select();

/**
 * Whether the server is not ready (chat-spec section 2): it answers 503, or its health check says
 * `initializing`. False until the first answer: a healthy server should not cost a blank first paint.
 */
export function selectHealthCheckIssue(
  state: Parameters<typeof selectHealth>[0] & { serviceStatus: ServiceStatusState },
): boolean {
  return (
    serviceStatusSlice.selectors.selectServiceUnavailable(state) ||
    selectHealth(state).data?.status === 'initializing'
  );
}
