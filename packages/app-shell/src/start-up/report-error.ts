import { logger as apiLogger } from '@parley/api-client';
import type { Logger } from '@parley/api-client';

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

export interface ErrorReporterOptions {
  logger?: Pick<Logger, 'error'>;
  /** A URL that receives each report as a JSON POST; reports are only logged without one. */
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The error-reporting hook (chat-spec section 8: render failures are reported). Every report is
 * logged; with an endpoint it is also posted there. A failed post is logged, never thrown: the
 * reporter runs while the page is already failing.
 */
export function createErrorReporter({
  logger = apiLogger,
  endpoint,
  fetch = globalThis.fetch,
}: ErrorReporterOptions = {}): ReportError {
  return (error, context = {}) => {
    if (isIgnoredError(error)) return;
    logger.error('Unexpected error', error, context);
    if (!endpoint) return;
    const body = JSON.stringify({
      message: messageOf(error),
      stack: error instanceof Error ? error.stack : undefined,
      context,
      url: globalThis.location?.href,
      at: new Date().toISOString(),
    });
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch((postError: unknown) => logger.error('Error report could not be sent', postError));
  };
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
