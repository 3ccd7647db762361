import { Readable } from 'node:stream';
import {
  ANALYTICS_EXPORT_FILE_NAME,
  actions,
  analyticsAgentListSchema,
  analyticsExportColumns,
  analyticsMessages,
  analyticsQuerySchema,
  analyticsReportResultSchema,
  analyticsReports,
  analyticsRoutes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { analyticsAgents, usageExportBatch } from '../../db/queries/analytics';
import type { ExportPosition } from '../../db/queries/analytics';
import { analyticsReport, usageFilterOf } from '../../domain/analytics';
import { csvRow } from '../../domain/csv';
import type { RouteOptions } from '../route-options';

const EXPORT_BATCH = 1_000;

const reportParams = z.object({
  report: z.enum(analyticsReports, { error: analyticsMessages.unknownReport }),
});

/**
 * The usage records of the filters as CSV, oldest first, read a batch at a time while it is sent
 * (keyset paging), so an export of a million answers never sits in memory.
 */
async function* usageCsv(
  db: Database,
  filter: { from: Date; gptSystemId: string | undefined },
): AsyncGenerator<string> {
  yield csvRow(analyticsExportColumns);
  let position: ExportPosition | undefined;
  for (;;) {
    const rows = await usageExportBatch(db, filter, position, EXPORT_BATCH);
    let chunk = '';
    for (const row of rows) {
      chunk += csvRow([
        row.answeredAt.toISOString(),
        row.brandKey,
        row.gptSystemId ?? '',
        row.agentName ?? '',
        row.deploymentName,
        row.model,
        row.isPublic ? 'Public' : 'SignedIn',
        row.publicEndpoint ?? '',
        row.userName ?? '',
        String(row.hipaaMode),
        String(row.inputTokens),
        String(row.outputTokens),
        String(row.tokensEstimated),
        row.firstTokenMs === null ? '' : String(row.firstTokenMs),
        row.totalMs === null ? '' : String(row.totalMs),
        row.conversationId,
        row.segmentId,
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    position = { answeredAt: last.answeredAt, usageRecordId: last.usageRecordId };
  }
}

/**
 * Analytics (issue 18, admin-spec section 7): one report per call and the CSV export, filtered by
 * `reportingPeriod` and `gptSystemId`. Open to any Analytics action, like the Dashboard's menu
 * item (admin-spec section 6): every one of them shows the dashboard, which only reads.
 */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: analytics'];
  const access = [actions.AnalyticsRead, actions.AnalyticsCreate, actions.AnalyticsWrite];

  app.get(
    analyticsRoutes.report,
    {
      config: { access },
      schema: {
        tags,
        params: reportParams,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportResultSchema },
      },
    },
    async (request) =>
      analyticsReport(context.services.db, {
        report: request.params.report,
        reportingPeriod: request.query.reportingPeriod,
        gptSystemId: request.query.gptSystemId,
      }),
  );

  app.get(
    analyticsRoutes.agents,
    {
      config: { access },
      schema: { tags, response: { 200: analyticsAgentListSchema } },
    },
    async () => ({
      items: (await analyticsAgents(context.services.db)).map((agent) => ({
        gptSystemId: agent.gptSystemId,
        name: agent.name || 'Unnamed Agent',
        gptSystemType: agent.gptSystemType === 'User' ? ('User' as const) : ('System' as const),
        deleted: agent.deleted,
      })),
    }),
  );

  app.get(
    analyticsRoutes.export,
    {
      config: { access },
      schema: {
        tags,
        description: `The usage records of the filters as CSV (text/csv, ${ANALYTICS_EXPORT_FILE_NAME}), one row per answer, oldest first.`,
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, gptSystemId } = usageFilterOf(request.query, new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ANALYTICS_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(usageCsv(context.services.db, { from, gptSystemId })));
    },
  );
};
