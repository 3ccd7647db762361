import { logger as apiLogger } from '@parley/api-client';
import type { Logger } from '@parley/api-client';
import {
  APP_VERSION,
  errorReportLimits,
  errorReportPaths,
  errorSampling,
  parseFullTraceTargets,
} from '@parley/api-contract';
import type {
  ErrorReportApp,
  ErrorReportInput,
  ErrorSampling,
  FullTraceTarget,
} from '@parley/api-contract';

/** Browsers raise this when a resize observer's callback resizes again; it is harmless noise. */
export const IGNORED_ERROR_MESSAGES = [
  'ResizeObserver loop completed with undelivered notifications',
] as const;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

/** True for the errors chat-spec section 8 says to ignore. */
export function isIgnoredError(error: unknown): boolean {
  const message = messageOf(error);
  return IGNORED_ERROR_MESSAGES.some((ignored) => message.includes(ignored));
}

/** Where a render failure happened, e.g. `{ source: 'router' }`. */
export type ErrorContext = Record<string, unknown>;

export type ReportError = (error: unknown, context?: ErrorContext) => void;

/** The product settings that decide the environment and the sampling (chat-spec start-up). */
export interface ReportedSettings {
  name: string;
  organizationName: string;
}

/**
 * The error-reporting hook of an app: call it with an error to report it. Start-up tells it the
 * loaded settings and, in a signed-in app, where the product token is.
 */
export interface ErrorReporter extends ReportError {
  /** The environment becomes the settings' name when it differs from the current one. */
  settingsLoaded(settings: ReportedSettings): void;
  /** Where the product token is read for each report to the server (never to a collector). */
  useToken(getToken: () => string | undefined): void;
  /** The environment reports name now. */
  environment(): string;
  /** What is sampled now (chat-spec section 9). */
  sampling(): ErrorSampling;
}

export interface ErrorReporterOptions {
  app: ErrorReportApp;
  /** The build's environment name, until the settings name another. */
  environment: string;
  /** Defaults to the app version. */
  release?: string;
  /**
   * An external collector's URL (the build's `VITE_ERROR_REPORT_URL`) that receives the reports
   * instead of the server; it never receives the product token.
   */
  collector?: string;
  /** The server's origin; the page's own by default (tests point it at a test server). */
  serverOrigin?: string;
  /** Organisation/environment pairs traced in full (the build's `VITE_FULL_TRACE_SAMPLING`). */
  fullTraces?: readonly FullTraceTarget[];
  logger?: Pick<Logger, 'error'>;
  fetch?: typeof globalThis.fetch;
}

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report's body: within the contract's limits, and the page's path without its query. */
function reportBody(
  error: unknown,
  context: ErrorContext,
  about: { app: ErrorReportApp; environment: string; release: string },
): ErrorReportInput {
  const stack = error instanceof Error ? error.stack : undefined;
  const source = typeof context.source === 'string' ? context.source : undefined;
  return {
    ...about,
    environment: truncate(about.environment, errorReportLimits.environmentMaxLength),
    message: truncate(messageOf(error) || 'Unknown error', errorReportLimits.messageMaxLength),
    ...(stack ? { stack: truncate(stack, errorReportLimits.stackMaxLength) } : {}),
    path: truncate(globalThis.location?.pathname || '/', errorReportLimits.pathMaxLength),
    ...(source ? { source: truncate(source, errorReportLimits.sourceMaxLength) } : {}),
  };
}

/**
 * The error-reporting hook (chat-spec section 8: render failures are reported). Every report is
 * logged and, as section 9 samples every error, posted: to the server's own endpoint with the
 * product token when there is one (anonymous otherwise), or to an external collector when one is
 * configured. A failed post is logged, never thrown: the reporter runs while the page is already
 * failing.
 */
export function createErrorReporter({
  app,
  environment: buildEnvironment,
  release = APP_VERSION,
  collector,
  serverOrigin = '',
  fullTraces = [],
  logger = apiLogger,
  fetch = globalThis.fetch,
}: ErrorReporterOptions): ErrorReporter {
  let environment = buildEnvironment;
  let organizationName = '';
  let getToken: () => string | undefined = () => undefined;
  const sampling = () => errorSampling({ organizationName, environment }, fullTraces);

  const report = (error: unknown, context: ErrorContext = {}) => {
    if (isIgnoredError(error)) return;
    logger.error('Unexpected error', error, context);
    if (sampling().errors < 1) return;
    const token = collector ? undefined : getToken();
    fetch(collector ?? `${serverOrigin}${errorReportPaths.report()}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(reportBody(error, context, { app, environment, release })),
      keepalive: true,
    }).then(
      (answer) => {
        if (!answer.ok) logger.error(`Error report refused with status ${answer.status}`);
      },
      (postError: unknown) => logger.error('Error report could not be sent', postError),
    );
  };

  return Object.assign(report, {
    settingsLoaded(settings: ReportedSettings) {
      organizationName = settings.organizationName;
      if (settings.name && settings.name !== environment) environment = settings.name;
    },
    useToken(tokenSource: () => string | undefined) {
      getToken = tokenSource;
    },
    environment: () => environment,
    sampling,
  });
}

/**
 * Reports uncaught errors and rejections of the window, and swallows the ignored ones before any
 * other listener (or the console) sees them. Returns the function that removes the listeners.
 */
export function watchWindowErrors(target: Window, report: ReportError): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (isIgnoredError(error)) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    report(error, { source: 'window' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, { source: 'unhandled-rejection' });
  };
  target.addEventListener('error', onError, { capture: true });
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, { capture: true });
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The build's reporting settings, as Vite's `import.meta.env` carries them. */
export interface BuildReportingEnv {
  /** Vite's mode: the build's environment name (`production` for a production build). */
  MODE: string;
  /** An external collector that receives the reports instead of the server. */
  VITE_ERROR_REPORT_URL?: string;
  /** Organisation/environment pairs traced in full, e.g. `Contoso/production,Fabrikam/staging`. */
  VITE_FULL_TRACE_SAMPLING?: string;
}

/** An app's reporter as its build configures it (each app's `report-error.ts`). */
export function createBuildErrorReporter(
  app: ErrorReportApp,
  env: BuildReportingEnv,
): ErrorReporter {
  return createErrorReporter({
    app,
    environment: env.MODE,
    collector: env.VITE_ERROR_REPORT_URL || undefined,
    fullTraces: parseFullTraceTargets(env.VITE_FULL_TRACE_SAMPLING),
  });
}
