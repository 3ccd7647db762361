import { analyticsLimits, reportingPeriodSpans, reportingPeriodStart } from '@parley/api-contract';
import type {
  AnalyticsReport,
  AnalyticsReportResult,
  AnalyticsRow,
  ReportingPeriod,
} from '@parley/api-contract';
import type { Database } from '../db/database';
import {
  activeUserCount,
  agentNames,
  brandNames,
  usageBy,
  usageByUser,
  usageTotals,
} from '../db/queries/analytics';
import type { UsageAggregate, UsageFilter } from '../db/queries/analytics';

/*
 * The dashboard's reports (issue 18). A period of days reads the daily rollups, the last 24 hours
 * the hourly ones; both give the same rows. Labels are resolved here, after grouping,
 * so the grouping never joins.
 */

/** How a record without an agent (an agent editor's draft not yet created) is labelled. */
export const DRAFT_AGENT_LABEL = 'Agent editor tests (new agents)';

export const privacyLabels: Record<string, string> = {
  SignedIn: 'Signed-in staff',
  'SignedIn:HipaaMode': 'Signed-in staff, HIPAA mode',
  Public: 'Public chat visitors',
  'Public:HipaaMode': 'Public chat visitors, HIPAA mode',
};

export interface AnalyticsRequest {
  report: AnalyticsReport;
  reportingPeriod: ReportingPeriod;
  gptSystemId: string | undefined;
}

export function usageFilterOf(
  request: { reportingPeriod: ReportingPeriod; gptSystemId?: string | undefined },
  now: Date,
): UsageFilter & { to: Date } {
  return {
    from: reportingPeriodStart(request.reportingPeriod, now),
    to: now,
    granularity: reportingPeriodSpans[request.reportingPeriod].unit,
    gptSystemId: request.gptSystemId,
  };
}

const rowOf = (aggregate: UsageAggregate, key: string, label: string): AnalyticsRow => ({
  key,
  label,
  answers: aggregate.answers,
  inputTokens: aggregate.inputTokens,
  outputTokens: aggregate.outputTokens,
  averageFirstTokenMs: aggregate.averageFirstTokenMs,
  averageTotalMs: aggregate.averageTotalMs,
});

/** Every bucket from the period's start to now, so a chart shows quiet hours and days as zeros. */
function everyBucket(filter: UsageFilter & { to: Date }, rows: UsageAggregate[]): AnalyticsRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const step = filter.granularity === 'hour' ? 3_600_000 : 86_400_000;
  const buckets: AnalyticsRow[] = [];
  for (let time = filter.from.getTime(); time <= filter.to.getTime(); time += step) {
    const key = new Date(time).toISOString().replace('.000Z', 'Z');
    const found = byKey.get(key);
    buckets.push(
      found
        ? rowOf(found, key, key)
        : {
            key,
            label: key,
            answers: 0,
            inputTokens: 0,
            outputTokens: 0,
            averageFirstTokenMs: null,
            averageTotalMs: null,
          },
    );
  }
  return buckets;
}

async function rowsOf(
  db: Database,
  report: Exclude<AnalyticsReport, 'summary'>,
  filter: UsageFilter & { to: Date },
): Promise<AnalyticsRow[]> {
  switch (report) {
    case 'brand': {
      const [rows, names] = await Promise.all([usageBy(db, filter, 'brand'), brandNames(db)]);
      return rows.map((row) => {
        const key = row.key ?? '';
        return rowOf(row, key, names.get(key) ?? key);
      });
    }
    case 'system': {
      const rows = await usageBy(db, filter, 'system', analyticsLimits.topRows);
      const names = await agentNames(
        db,
        rows.flatMap((row) => (row.key ? [row.key] : [])),
      );
      return rows.map((row) =>
        row.key
          ? rowOf(row, row.key, names.get(row.key) || 'Unnamed Agent')
          : rowOf(row, 'draft', DRAFT_AGENT_LABEL),
      );
    }
    case 'model':
      return (await usageBy(db, filter, 'model')).map((row) => {
        const [model = '', deployment = ''] = (row.key ?? '').split('|');
        return rowOf(row, row.key ?? '', model === deployment ? model : `${model} (${deployment})`);
      });
    case 'privacy':
      return (await usageBy(db, filter, 'privacy')).map((row) =>
        rowOf(row, row.key ?? '', privacyLabels[row.key ?? ''] ?? row.key ?? ''),
      );
    case 'hour':
    case 'tokens':
      return everyBucket(filter, await usageBy(db, filter, 'bucket'));
    case 'users':
      return (await usageByUser(db, filter, analyticsLimits.topRows)).map((row) => ({
        key: row.userId,
        label: row.displayName || row.userName || row.userId,
        answers: row.answers,
        inputTokens: row.inputTokens,
        outputTokens: row.outputTokens,
        averageFirstTokenMs: null,
        averageTotalMs: null,
      }));
  }
}

/** One report of the dashboard, as the contract's `analyticsReportResultSchema` says. */
export async function analyticsReport(
  db: Database,
  request: AnalyticsRequest,
  now = new Date(),
): Promise<AnalyticsReportResult> {
  const filter = usageFilterOf(request, now);
  const base = {
    report: request.report,
    reportingPeriod: request.reportingPeriod,
    gptSystemId: request.gptSystemId ?? null,
    from: filter.from.toISOString(),
    to: filter.to.toISOString(),
    bucket: request.report === 'hour' || request.report === 'tokens' ? filter.granularity : null,
  };
  if (request.report === 'summary') {
    const [totals, activeUsers] = await Promise.all([
      usageTotals(db, filter),
      activeUserCount(db, filter),
    ]);
    return { ...base, rows: [], totals: { ...totals, activeUsers } };
  }
  return { ...base, rows: await rowsOf(db, request.report, filter), totals: null };
}
