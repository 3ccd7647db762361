/**
 * True when a Fastify route pattern (`:param` placeholders) matches a built URL, ignoring its
 * query: proves that the client's path builders and the server's routes describe the same URLs.
 */
export function matchesRoute(pattern: string, url: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return regex.test(url.split('?')[0] ?? url);
}
