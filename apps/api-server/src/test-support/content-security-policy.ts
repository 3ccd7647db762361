/** A Content-Security-Policy header as its directives: `{ 'script-src': "'self'", ... }`. */
export function cspDirectives(
  header: string | string[] | number | undefined,
): Record<string, string> {
  if (typeof header !== 'string')
    throw new Error(`No Content-Security-Policy header: ${String(header)}`);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}
