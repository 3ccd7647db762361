/**
 * How errors reach the server log. A failed query's error carries the values it was sent
 * (drizzle's message ends with "params: ...", PostgreSQL's detail repeats them), and those are a
 * user's questions, titles and names: personal data the log must not keep. The SQL stays, which is
 * what a maintainer needs, with the values out.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** Empty when the stack's first line would repeat a message that had values in it. */
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  cause?: LoggedError;
}

/** Database errors quote values in their messages ('invalid input syntax for type uuid: "x"'). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown } {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

/** Looks like a PostgreSQL error (node-postgres and PGlite): a SQLSTATE code and a routine. */
function isDatabaseError(error: Error & { code?: unknown }): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'routine' in error;
}

/** Errors from other realms (PGlite's) are not `instanceof Error` here, but look the same. */
function isErrorLike(error: unknown): error is Error {
  return (
    typeof error === 'object' && error !== null && typeof (error as Error).message === 'string'
  );
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const extra = error as Error & { code?: unknown; statusCode?: unknown };
  const logged: LoggedError = {
    type: typeof error.name === 'string' ? error.name : 'Error',
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof extra.code === 'string' ? { code: extra.code } : {}),
    ...(typeof extra.statusCode === 'number' ? { statusCode: extra.statusCode } : {}),
  };
  if (isDatabaseError(extra)) {
    logged.message = withoutQuotedValues(error.message);
    logged.stack = '';
  } else if (isQueryError(error)) {
    logged.message = `Failed query: ${error.query}`;
    logged.stack = logged.stack.replace(
      /^[^]*?\n {4}at /,
      `${logged.type}: ${logged.message}\n    at `,
    );
  }
  if (isQueryError(error)) logged.query = error.query;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
