import type { ErrorReportApp } from '@parley/api-contract';
import { and, desc, eq, ilike, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { errorReports, users } from '../schema';
import { isUuid } from './ids';
import { containing } from './like';
import { after } from './paging';
import type { ListPosition } from './paging';
import { onlyRow } from './rows';

/** A report to keep; `reportedAt` is now unless given (tests). */
export type NewErrorReport = Omit<typeof errorReports.$inferInsert, 'errorReportId'>;

/** A stored report with its reporter's user name and how many kept reports share its fingerprint. */
export interface ErrorReportRow {
  errorReportId: string;
  app: string;
  environment: string;
  release: string;
  message: string;
  stack: string | null;
  path: string;
  source: string | null;
  userName: string | null;
  brandKey: string;
  fingerprint: string;
  occurrences: number;
  reportedAt: Date;
}

export interface ErrorReportFilter {
  app?: ErrorReportApp;
  /** Text in the message, the path or the environment. */
  search?: string;
}

const columns = {
  errorReportId: errorReports.errorReportId,
  app: errorReports.app,
  environment: errorReports.environment,
  release: errorReports.release,
  message: errorReports.message,
  stack: errorReports.stack,
  path: errorReports.path,
  source: errorReports.source,
  userName: users.userName,
  brandKey: errorReports.brandKey,
  fingerprint: errorReports.fingerprint,
  occurrences: sql<number>`(select count(*)::int from ${errorReports} as same where same.fingerprint = ${errorReports.fingerprint})`,
  reportedAt: errorReports.reportedAt,
};

export async function insertErrorReport(
  db: Database,
  report: NewErrorReport,
): Promise<{ errorReportId: string }> {
  const rows = await db
    .insert(errorReports)
    .values(report)
    .returning({ errorReportId: errorReports.errorReportId });
  return onlyRow(rows, 'the new error report');
}

function conditions(filter: ErrorReportFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.app) where.push(eq(errorReports.app, filter.app));
  if (filter.search) {
    const pattern = containing(filter.search);
    const matching = or(
      ilike(errorReports.message, pattern),
      ilike(errorReports.path, pattern),
      ilike(errorReports.environment, pattern),
    );
    if (matching) where.push(matching);
  }
  return where;
}

/** Reports newest first, after `position`, at most `limit`. */
export async function listErrorReports(
  db: Database,
  filter: ErrorReportFilter,
  position: ListPosition | undefined,
  limit: number,
): Promise<ErrorReportRow[]> {
  const where = conditions(filter);
  if (position) where.push(after(errorReports.reportedAt, errorReports.errorReportId, position));
  return db
    .select(columns)
    .from(errorReports)
    .leftJoin(users, eq(users.userId, errorReports.userId))
    .where(and(...where))
    .orderBy(desc(errorReports.reportedAt), desc(errorReports.errorReportId))
    .limit(limit);
}

export async function findErrorReport(
  db: Database,
  errorReportId: string,
): Promise<ErrorReportRow | undefined> {
  if (!isUuid(errorReportId)) return undefined;
  const [row] = await db
    .select(columns)
    .from(errorReports)
    .leftJoin(users, eq(users.userId, errorReports.userId))
    .where(eq(errorReports.errorReportId, errorReportId));
  return row;
}

/** Drops reports older than `keptSince`, and all but the newest `keptMax`. */
export async function pruneErrorReports(
  db: Database,
  { keptSince, keptMax }: { keptSince: Date; keptMax: number },
): Promise<void> {
  await db.delete(errorReports).where(lt(errorReports.reportedAt, keptSince));
  const newest = db
    .select({ errorReportId: errorReports.errorReportId })
    .from(errorReports)
    .orderBy(desc(errorReports.reportedAt), desc(errorReports.errorReportId))
    .limit(keptMax);
  await db.delete(errorReports).where(notInArray(errorReports.errorReportId, newest));
}
