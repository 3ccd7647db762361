import * as z from 'zod/mini';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Analytics (issue 18; admin-spec sections 2, 6, 7 and 9): the console's dashboard at `/admin`
 * reads one report per call, each filtered by `reportingPeriod` and `gptSystemId`, and exports
 * the usage records behind them as `analytics-export.csv`. Admin-only, with its own paths, so the
 * chat's bundle does not carry it.
 */

const analytics = `${ADMIN_API_PREFIX}/analytics`;

/**
 * The reports (admin-spec section 7: "by brand, system, hour, model, privacy, tokens and users"),
 * plus `summary`, the dashboard's headline figures.
 */
export const analyticsReports = [
  'summary',
  'brand',
  'system',
  'hour',
  'model',
  'privacy',
  'tokens',
  'users',
] as const;
export const analyticsReportSchema = z.enum(analyticsReports);
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The analytics calls (here rather than in `paths.ts`, which every app loads). */
export const analyticsPaths = {
  /** `GET` one report, with `reportingPeriod` and `gptSystemId`. */
  report: (report: AnalyticsReport) => `${analytics}/reports/${report}`,
  /** `GET` the usage records of the same filters as CSV, streamed (`ANALYTICS_EXPORT_FILE_NAME`). */
  export: () => `${analytics}/export`,
  /** `GET` the agents the agent filter offers: system agents, and every agent with usage. */
  agents: () => `${analytics}/agents`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const analyticsRoutes = {
  report: `${analytics}/reports/:report`,
  export: analyticsPaths.export(),
  agents: analyticsPaths.agents(),
} as const;

/**
 * The reporting periods, all in UTC:
 * - `Last24Hours`: the current hour and the 23 before it, in hours;
 * - `Last7Days`, `Last30Days`, `Last90Days`: today and the 6, 29 or 89 days before it, in whole
 *   days (so a report reads the daily rollups, never a million records).
 * Each ends now. `Last7Days` is the default.
 */
export const reportingPeriods = ['Last24Hours', 'Last7Days', 'Last30Days', 'Last90Days'] as const;
export const reportingPeriodSchema = z.enum(reportingPeriods);
export type ReportingPeriod = z.infer<typeof reportingPeriodSchema>;
export const DEFAULT_REPORTING_PERIOD: ReportingPeriod = 'Last7Days';

/** How far back each period reaches, in its own unit (`hour` or `day`). */
export const reportingPeriodSpans = {
  Last24Hours: { unit: 'hour', count: 24 },
  Last7Days: { unit: 'day', count: 7 },
  Last30Days: { unit: 'day', count: 30 },
  Last90Days: { unit: 'day', count: 90 },
} as const satisfies Record<ReportingPeriod, { unit: 'hour' | 'day'; count: number }>;

/** The start of a period that ends at `now`: the start of its first hour or UTC day. */
export function reportingPeriodStart(period: ReportingPeriod, now: Date): Date {
  const { unit, count } = reportingPeriodSpans[period];
  const start = new Date(now);
  if (unit === 'hour') {
    start.setUTCMinutes(0, 0, 0);
    start.setUTCHours(start.getUTCHours() - (count - 1));
  } else {
    start.setUTCHours(0, 0, 0, 0);
    start.setUTCDate(start.getUTCDate() - (count - 1));
  }
  return start;
}

export const analyticsMessages = {
  badPeriod: `reportingPeriod must be one of ${reportingPeriods.join(', ')}.`,
  badAgent: 'gptSystemId must be an agent id (a UUID).',
  unknownReport: `The report must be one of ${analyticsReports.join(', ')}.`,
} as const;

/** The filters of every report and of the export. */
export const analyticsQuerySchema = z.object({
  reportingPeriod: z._default(
    z.enum(reportingPeriods, { error: analyticsMessages.badPeriod }),
    DEFAULT_REPORTING_PERIOD,
  ),
  gptSystemId: z.optional(z.guid({ error: analyticsMessages.badAgent })),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Who asked: staff signed in, or anonymous visitors on an agent's public chat. */
export const analyticsAudiences = ['SignedIn', 'Public'] as const;
export type AnalyticsAudience = (typeof analyticsAudiences)[number];

/**
 * One row of a report: a brand, an agent, a model, a time bucket, a privacy class or a user,
 * with its answers, tokens and average latency (null when no answer in it had a measure).
 */
export const analyticsRowSchema = z.object({
  /** Stable within the report: a brand key, an agent id, `model|deployment`, an ISO time, ... */
  key: z.string(),
  label: z.string(),
  answers: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  averageFirstTokenMs: z.nullable(z.number()),
  averageTotalMs: z.nullable(z.number()),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsTotalsSchema = z.object({
  answers: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** Signed-in users who asked at least once. */
  activeUsers: z.number(),
  /** Answers to anonymous visitors on public chats. */
  publicAnswers: z.number(),
  /** Answers given while the instance was in HIPAA mode. */
  hipaaModeAnswers: z.number(),
  /** Answers whose tokens the provider did not report (estimated from the text). */
  estimatedTokenAnswers: z.number(),
  averageFirstTokenMs: z.nullable(z.number()),
  averageTotalMs: z.nullable(z.number()),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/**
 * A report's answer. `bucket` says what a row of a time report (`hour`, `tokens`) covers: an hour
 * over the last 24 hours, a UTC day over longer periods; null for the other reports. Rows come
 * in the report's order: time reports oldest first with every bucket present (empty ones as
 * zeros), the others largest first (`system` and `users` at most `analyticsLimits.topRows`).
 * `summary` has no rows, only `totals`; the other reports carry no totals.
 */
export const analyticsReportResultSchema = z.object({
  report: analyticsReportSchema,
  reportingPeriod: reportingPeriodSchema,
  gptSystemId: z.nullable(z.string()),
  from: z.string(),
  to: z.string(),
  bucket: z.nullable(z.enum(['hour', 'day'])),
  rows: z.array(analyticsRowSchema),
  totals: z.nullable(analyticsTotalsSchema),
});
export type AnalyticsReportResult = z.infer<typeof analyticsReportResultSchema>;

/** An agent the dashboard's agent filter offers (any Analytics action may read the list). */
export const analyticsAgentSchema = z.object({
  gptSystemId: z.string(),
  name: z.string(),
  gptSystemType: z.enum(['System', 'User']),
  deleted: z.boolean(),
});
export const analyticsAgentListSchema = z.object({ items: z.array(analyticsAgentSchema) });
export type AnalyticsAgent = z.infer<typeof analyticsAgentSchema>;
export type AnalyticsAgentList = z.infer<typeof analyticsAgentListSchema>;

export const analyticsLimits = {
  /** The agents and users reports list the largest this many. */
  topRows: 20,
} as const;

/** The export's columns, in order (one row per answer, oldest first). */
export const analyticsExportColumns = [
  'answeredAt',
  'brandKey',
  'gptSystemId',
  'agentName',
  'deploymentName',
  'model',
  'audience',
  'publicEndpoint',
  'userName',
  'hipaaMode',
  'inputTokens',
  'outputTokens',
  'tokensEstimated',
  'firstTokenMs',
  'totalMs',
  'conversationId',
  'segmentId',
] as const;
