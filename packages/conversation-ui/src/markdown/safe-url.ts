/** Link schemes an answer may use (ARCHITECTURE section 11); `javascript:`, `data:` and the rest are refused. */
const linkProtocols = new Set(['http:', 'https:', 'mailto:']);

function parse(href: string, origin: string): URL | undefined {
  try {
    return new URL(href.trim(), origin);
  } catch {
    return undefined;
  }
}

/**
 * The address a link may open, or undefined when its scheme is not http, https or mailto. The
 * check runs on the URL the browser would resolve, so spellings like ` JavaScript:` cannot slip by.
 */
export function safeLinkHref(href: string, origin = window.location.origin): string | undefined {
  const url = parse(href, origin);
  return url && linkProtocols.has(url.protocol) ? url.href : undefined;
}

/**
 * The address of an image the page may load, or undefined unless it is on the product's own
 * origin (relative paths, generated images, uploads): an answer must not make the browser fetch
 * another host, which would leak that the answer was read, and anything the URL carries.
 */
export function sameOriginImageSrc(
  href: string,
  origin = window.location.origin,
): string | undefined {
  const url = parse(href, origin);
  const isWeb = url?.protocol === 'http:' || url?.protocol === 'https:';
  return url && isWeb && url.origin === origin ? url.href : undefined;
}
