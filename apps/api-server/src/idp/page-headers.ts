/**
 * Headers for every page the identity provider renders: never cached (they carry one-time form
 * secrets), never framed (a framed sign-in page invites clickjacking), nothing loaded from
 * elsewhere.
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The same policy, letting one inline script with this nonce run. */
export function scriptPolicy(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${PAGE_SECURITY_HEADERS['Content-Security-Policy']}; script-src 'nonce-${nonce}'`,
  };
}
