import {
  actions,
  adminLimits,
  errorReportMessages,
  errorReportPageSchema,
  errorReportQuerySchema,
  errorReportRoutes,
  errorReportSchema,
} from '@parley/api-contract';
import type { ErrorReport, ErrorReportApp } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findErrorReport, listErrorReports } from '../../db/queries/error-reports';
import type { ErrorReportRow } from '../../db/queries/error-reports';
import { pageOf, positionAfter } from '../../domain/continuation-token';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

export function errorReportView(row: ErrorReportRow): ErrorReport {
  return {
    errorReportId: row.errorReportId,
    app: row.app as ErrorReportApp,
    environment: row.environment,
    release: row.release,
    message: row.message,
    stack: row.stack,
    path: row.path,
    source: row.source,
    userName: row.userName,
    brandKey: row.brandKey,
    fingerprint: row.fingerprint,
    occurrences: row.occurrences,
    reportedAt: row.reportedAt.toISOString(),
  };
}

const positionOf = (row: ErrorReportRow) => ({ at: row.reportedAt, id: row.errorReportId });
const reportParams = z.object({ errorReportId: z.string().min(1).max(100) });

/**
 * The console's error reports (issue 20): recent reports newest first, filtered by app and text,
 * paged with continuation tokens, and one report with its stack. Reading needs ErrorReportsRead;
 * nothing here changes anything, so nothing is audited.
 */
export const errorReportAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: error reports'];
  const access = actions.ErrorReportsRead;

  app.get(
    errorReportRoutes.list,
    {
      config: { access },
      schema: {
        tags,
        querystring: errorReportQuerySchema,
        response: { 200: errorReportPageSchema },
      },
    },
    async (request) => {
      const limit = adminLimits.pageSize;
      const { app: reportingApp, search, continuationToken } = request.query;
      const rows = await listErrorReports(
        context.services.db,
        { app: reportingApp, search: search || undefined },
        positionAfter(continuationToken),
        limit + 1,
      );
      const page = pageOf(rows, limit, positionOf);
      return { items: page.rows.map(errorReportView), continuationToken: page.continuationToken };
    },
  );

  app.get(
    errorReportRoutes.one,
    {
      config: { access },
      schema: { tags, params: reportParams, response: { 200: errorReportSchema } },
    },
    async (request) => {
      const { errorReportId } = request.params;
      const row = await findErrorReport(context.services.db, errorReportId);
      if (!row) throw notFound(errorReportMessages.notFound(errorReportId));
      return errorReportView(row);
    },
  );
};
