import { paths, traceLogsSchema } from '@parley/api-contract';
import type { TraceLogs } from '@parley/api-contract';
import { baseApi } from '../base-api';

/** Config-state (agent editor) calls whose shapes the contract defines so far. */
export const configStatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigStateTraceLogs: build.query<
      TraceLogs,
      { configStateId: string; conversationId: string; conversationSegmentId: string }
    >({
      query: ({ configStateId, conversationId, conversationSegmentId }) =>
        paths.configStates.traceLogs(configStateId, conversationId, conversationSegmentId),
      responseSchema: traceLogsSchema,
      providesTags: (_result, _error, { conversationSegmentId }) => [
        { type: 'Segment', id: conversationSegmentId },
      ],
    }),
  }),
});

export const { useGetConfigStateTraceLogsQuery } = configStatesApi;
