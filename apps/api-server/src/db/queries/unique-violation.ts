/**
 * The unique constraint a failed statement violated (SQLSTATE 23505), when that is why it failed:
 * drizzle wraps the driver's error (PGlite's or node-postgres's, both carrying `code` and
 * `constraint`) in `cause`. A route maps it to the 409 its own check answers, since two
 * concurrent requests can both pass the check before either writes.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
}
