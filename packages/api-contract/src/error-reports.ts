import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, pageSchema } from './common';
import { ADMIN_API_PREFIX, API_PREFIX } from './paths';

/*
 * Error reports (chat-spec section 8: a render failure is reported to an error-reporting service;
 * issue 20). The three apps post each report to the server's own endpoint, signed in or as an
 * anonymous public-chat visitor; the console lists recent ones. A report carries no personal data
 * beyond the user id, which the server takes from the token, never from the body.
 */

const encode = encodeURIComponent;
const adminErrorReports = `${ADMIN_API_PREFIX}/errorReports`;

export const errorReportPaths = {
  /** `POST` one report (anyone; a signed-in caller's user id is taken from the token). */
  report: () => `${API_PREFIX}/errorReports`,
  /** `GET` recent reports for the console, newest first, paged. */
  list: () => adminErrorReports,
  /** `GET` one report with its stack. */
  one: (errorReportId: string) => `${adminErrorReports}/${encode(errorReportId)}`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const errorReportRoutes = {
  report: `${API_PREFIX}/errorReports`,
  list: adminErrorReports,
  one: `${adminErrorReports}/:errorReportId`,
} as const;

/** The apps that report. */
export const errorReportApps = ['chat', 'admin', 'public-chat'] as const;

export const errorReportLimits = {
  messageMaxLength: 2_000,
  stackMaxLength: 16_000,
  pathMaxLength: 2_000,
  environmentMaxLength: 100,
  releaseMaxLength: 50,
  sourceMaxLength: 50,
  /** A report's whole JSON body (bytes): a larger one is refused with 413. */
  bodyMaxBytes: 32 * 1024,
  /** Reports one address, and one signed-in user, may send per minute. */
  perMinute: 30,
  /** Reports are kept this many days, and at most `keptMax` of them. */
  keptDays: 30,
  keptMax: 10_000,
} as const;

export const errorReportMessages = {
  messageRequired: 'message is required',
  messageTooLong: `message must be at most ${errorReportLimits.messageMaxLength} characters`,
  stackTooLong: `stack must be at most ${errorReportLimits.stackMaxLength} characters`,
  pathRequired: 'path is required',
  pathTooLong: `path must be at most ${errorReportLimits.pathMaxLength} characters`,
  environmentRequired: 'environment is required',
  environmentTooLong: `environment must be at most ${errorReportLimits.environmentMaxLength} characters`,
  releaseTooLong: `release must be at most ${errorReportLimits.releaseMaxLength} characters`,
  sourceTooLong: `source must be at most ${errorReportLimits.sourceMaxLength} characters`,
  appInvalid: `app must be one of ${errorReportApps.join(', ')}`,
  rateLimited: (retryAfterSeconds: number) =>
    `Too many error reports from here; send the next one in ${retryAfterSeconds} seconds.`,
  notFound: (errorReportId: string) => `No error report has the id "${errorReportId}".`,
} as const;

const text = (max: number, tooLong: string, required?: string) =>
  z.string().check(...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong));

/** What an app posts. */
export const errorReportInputSchema = z.object({
  app: z.enum(errorReportApps, { error: errorReportMessages.appInvalid }),
  environment: text(
    errorReportLimits.environmentMaxLength,
    errorReportMessages.environmentTooLong,
    errorReportMessages.environmentRequired,
  ),
  release: text(errorReportLimits.releaseMaxLength, errorReportMessages.releaseTooLong),
  message: text(
    errorReportLimits.messageMaxLength,
    errorReportMessages.messageTooLong,
    errorReportMessages.messageRequired,
  ),
  stack: z.optional(text(errorReportLimits.stackMaxLength, errorReportMessages.stackTooLong)),
  /** The page's path; the server drops any query string or fragment. */
  path: text(
    errorReportLimits.pathMaxLength,
    errorReportMessages.pathTooLong,
    errorReportMessages.pathRequired,
  ),
  /** Where the error was caught: `window`, `unhandled-rejection`, `router`, `render`. */
  source: z.optional(text(errorReportLimits.sourceMaxLength, errorReportMessages.sourceTooLong)),
});

/** A report as the console reads it. */
export const errorReportSchema = z.object({
  errorReportId: idSchema,
  app: z.enum(errorReportApps),
  environment: z.string(),
  release: z.string(),
  message: z.string(),
  stack: z.nullable(z.string()),
  path: z.string(),
  source: z.nullable(z.string()),
  /** The reporting user's name, or null for an anonymous visitor (or a user since deleted). */
  userName: z.nullable(z.string()),
  brandKey: z.string(),
  /** Reports with the same app, message and first stack line share it. */
  fingerprint: z.string(),
  /** How many kept reports share the fingerprint, this one included. */
  occurrences: z.number(),
  reportedAt: isoDateTimeSchema,
});

export const errorReportPageSchema = pageSchema(errorReportSchema);

export const errorReportQuerySchema = z.object({
  app: z.optional(z.enum(errorReportApps, { error: errorReportMessages.appInvalid })),
  /** Text found in the message, the path or the environment. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  continuationToken: z.optional(z.string().check(z.maxLength(500))),
});

/**
 * Sampling (chat-spec section 9): every error is reported; session replay and tracing are sampled
 * at 0, except full trace sampling for the organisation/environment combinations listed. Parley
 * records no replays or traces, so only `errors` has an effect today; the rule is kept whole so a
 * tracing collector configured instead reads it from here.
 */
export interface ErrorSampling {
  errors: number;
  replays: number;
  traces: number;
}

/** One organisation/environment combination traced in full. */
export interface FullTraceTarget {
  organizationName: string;
  environment: string;
}

export function errorSampling(
  where: { organizationName: string; environment: string },
  fullTraces: readonly FullTraceTarget[],
): ErrorSampling {
  const traced = fullTraces.some(
    (target) =>
      target.organizationName === where.organizationName &&
      target.environment === where.environment,
  );
  return { errors: 1, replays: 0, traces: traced ? 1 : 0 };
}

/**
 * Reads a list of combinations written `organisation/environment`, separated by commas (the
 * build's `VITE_FULL_TRACE_SAMPLING`); entries without a slash are ignored.
 */
export function parseFullTraceTargets(list: string | undefined): FullTraceTarget[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      const slash = entry.lastIndexOf('/');
      if (slash <= 0 || slash === entry.length - 1) return [];
      return [{ organizationName: entry.slice(0, slash), environment: entry.slice(slash + 1) }];
    });
}

export type ErrorReportApp = (typeof errorReportApps)[number];
export type ErrorReportInput = z.infer<typeof errorReportInputSchema>;
export type ErrorReport = z.infer<typeof errorReportSchema>;
export type ErrorReportPage = z.infer<typeof errorReportPageSchema>;
export type ErrorReportQuery = z.infer<typeof errorReportQuerySchema>;
