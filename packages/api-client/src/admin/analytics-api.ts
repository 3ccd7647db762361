import {
  analyticsAgentListSchema,
  analyticsPaths,
  analyticsReportResultSchema,
} from '@parley/api-contract';
import type {
  AnalyticsAgentList,
  AnalyticsQuery,
  AnalyticsReport,
  AnalyticsReportResult,
} from '@parley/api-contract';
import { baseApi } from '../base-api';

export interface AnalyticsReportArgs extends AnalyticsQuery {
  report: AnalyticsReport;
}

/** The filters that are set: an agent left out means every agent. */
const analyticsParams = ({ reportingPeriod, gptSystemId }: AnalyticsQuery) => ({
  ...(reportingPeriod ? { reportingPeriod } : {}),
  ...(gptSystemId ? { gptSystemId } : {}),
});

/**
 * Analytics (issue 18, admin-spec section 7): one report per call, filtered by reporting period
 * and agent, and the CSV export of the same filters. Reports change with every answer, not with
 * a console change, so they carry no tags: a filter change or a new visit reads them again.
 */
export const analyticsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The agents the agent filter offers (system agents, and every agent with usage). */
    listAnalyticsAgents: build.query<AnalyticsAgentList, void>({
      query: () => analyticsPaths.agents(),
      responseSchema: analyticsAgentListSchema,
    }),
    getAnalyticsReport: build.query<AnalyticsReportResult, AnalyticsReportArgs>({
      query: ({ report, ...query }) => ({
        url: analyticsPaths.report(report),
        params: analyticsParams(query),
      }),
      responseSchema: analyticsReportResultSchema,
    }),
    /**
     * The CSV of the filters' usage records (the server streams it), for the caller to save.
     * Kept no longer than its caller needs it: an export may be tens of megabytes.
     */
    exportAnalytics: build.query<string, AnalyticsQuery>({
      query: (query) => ({ url: analyticsPaths.export(), params: analyticsParams(query) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAnalyticsReportQuery, useListAnalyticsAgentsQuery } = analyticsAdminApi;
