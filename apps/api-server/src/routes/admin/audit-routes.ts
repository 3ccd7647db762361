import { Readable } from 'node:stream';
import {
  actions,
  adminLimits,
  auditEntrySchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  idSchema,
  routes,
} from '@parley/api-contract';
import type { AuditExportQuery } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { findAuditEntry, listAuditEntries } from '../../db/queries/audit';
import type { AuditFilter, AuditRow } from '../../db/queries/audit';
import type { ListPosition } from '../../db/queries/paging';
import { pageOf, positionAfter } from '../../domain/continuation-token';
import { csvRow } from '../../domain/csv';
import { badRequest, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT_BATCH = 1_000;
const EXPORT_FILE_NAME = 'audit-log.csv';

/**
 * The filter of a query: the given window, or the last `auditDefaultWindowDays` up to now, never
 * longer than `auditMaxWindowDays` (a query over all time would read the whole table).
 */
export function auditFilter(query: AuditExportQuery, now = new Date()): AuditFilter {
  const to = query.timeStampTo ? new Date(query.timeStampTo) : now;
  const from = query.timeStampFrom
    ? new Date(query.timeStampFrom)
    : new Date(to.getTime() - adminLimits.auditDefaultWindowDays * DAY_MS);
  if (from > to) throw badRequest('timeStampFrom: the window starts after it ends.');
  if (to.getTime() - from.getTime() > adminLimits.auditMaxWindowDays * DAY_MS) {
    throw badRequest(
      `timeStampFrom: the window is longer than ${adminLimits.auditMaxWindowDays} days; choose a shorter one.`,
    );
  }
  return {
    type: query.type,
    aggregateRootId: query.aggregateRootId,
    userName: query.userName,
    domainOperation: query.domainOperation,
    details: query.details,
    from,
    to,
  };
}

export function auditEntryView(row: AuditRow) {
  return {
    auditEntryId: row.auditEntryId,
    type: row.entityType,
    aggregateRootId: row.entityId,
    userName: row.actorUserName,
    domainOperation: row.action,
    details: { before: row.before, after: row.after },
    timeStamp: row.occurredAt.toISOString(),
  };
}

const entryParams = z.object({ auditEntryId: idSchema });

const positionOf = (row: AuditRow) => ({ at: row.occurredAt, id: row.auditEntryId });

/** The CSV of every entry the filter matches, read a batch at a time while it is sent. */
async function* auditCsv(db: Database, filter: AuditFilter): AsyncGenerator<string> {
  yield csvRow([
    'timeStamp',
    'type',
    'aggregateRootId',
    'userName',
    'domainOperation',
    'before',
    'after',
  ]);
  let position: ListPosition | undefined;
  let written = 0;
  while (written < adminLimits.auditExportMaxRows) {
    const rows = await listAuditEntries(db, filter, position, EXPORT_BATCH);
    for (const row of rows) {
      const entry = auditEntryView(row);
      yield csvRow([
        entry.timeStamp,
        entry.type,
        entry.aggregateRootId,
        entry.userName,
        entry.domainOperation,
        JSON.stringify(row.before),
        JSON.stringify(row.after),
      ]);
    }
    written += rows.length;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    position = positionOf(last);
  }
}

/**
 * The audit log (admin-spec section 7): filtered, paged newest first, one entry by its id (the
 * console's permalink), and exported as CSV.
 */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: audit log'];
  const access = actions.ConfigurationAuditLogRead;

  app.get(
    routes.admin.audit,
    {
      config: { access },
      schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => {
      const limit = adminLimits.pageSize;
      const rows = await listAuditEntries(
        context.services.db,
        auditFilter(request.query),
        positionAfter(request.query.continuationToken),
        limit + 1,
      );
      const page = pageOf(rows, limit, positionOf);
      return { items: page.rows.map(auditEntryView), continuationToken: page.continuationToken };
    },
  );

  app.get(
    routes.admin.auditEntry,
    {
      config: { access },
      schema: { tags, params: entryParams, response: { 200: auditEntrySchema } },
    },
    async (request) => {
      const { auditEntryId } = request.params;
      const row = await findAuditEntry(context.services.db, auditEntryId);
      if (!row) throw notFound(`No audit entry has the id "${auditEntryId}".`);
      return auditEntryView(row);
    },
  );

  app.get(
    routes.admin.auditExport,
    {
      config: { access },
      schema: {
        tags,
        description: 'The matching entries as CSV (text/csv), newest first.',
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const filter = auditFilter(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(context.services.db, filter)));
    },
  );
};
