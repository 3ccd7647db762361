import { errorReportPageSchema, errorReportPaths, errorReportSchema } from '@parley/api-contract';
import type { ErrorReport, ErrorReportApp, ErrorReportPage } from '@parley/api-contract';
import { baseApi } from '../base-api';

const errorReportList = { type: 'ErrorReport' as const, id: 'LIST' };

/** The console's filters: an app, or every app (`''`), and text in the message, path or environment. */
export interface ErrorReportListArgs {
  app: ErrorReportApp | '';
  search: string;
}

/** The apps' error reports in the console (issue 20): recent ones page by page, and one report. */
export const errorReportsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listErrorReports: build.infiniteQuery<ErrorReportPage, ErrorReportListArgs, string | undefined>(
      {
        infiniteQueryOptions: {
          initialPageParam: undefined,
          getNextPageParam: (page) => page.continuationToken ?? undefined,
        },
        query: ({ queryArg, pageParam }) => ({
          url: errorReportPaths.list(),
          params: {
            ...(queryArg.app ? { app: queryArg.app } : {}),
            ...(queryArg.search ? { search: queryArg.search } : {}),
            ...(pageParam ? { continuationToken: pageParam } : {}),
          },
        }),
        responseSchema: errorReportPageSchema,
        providesTags: [errorReportList],
      },
    ),
    getErrorReport: build.query<ErrorReport, string>({
      query: (errorReportId) => errorReportPaths.one(errorReportId),
      responseSchema: errorReportSchema,
      providesTags: (_report, _error, errorReportId) => [
        { type: 'ErrorReport', id: errorReportId },
      ],
    }),
  }),
});

export const { useGetErrorReportQuery, useListErrorReportsInfiniteQuery } = errorReportsAdminApi;
