/** The absolute URL of an API path; an empty base URL means the page's own origin. */
export function apiUrl(baseUrl: string, path: string): string {
  const origin = baseUrl || globalThis.location?.origin || '';
  return `${origin.replace(/\/$/, '')}${path}`;
}
