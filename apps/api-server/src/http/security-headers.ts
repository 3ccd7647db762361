import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What an app page may load and who may frame it, beyond the defaults of `pagePolicy`. */
export interface PageSources {
  /** The page's whole `frame-ancestors` directive, e.g. `frame-ancestors 'self' https://shop.example`. */
  frameAncestors: string;
  /**
   * Origins other than the server's own that the page talks to: an external identity provider's,
   * which MSAL fetches (discovery, tokens) and may frame (silent renewal).
   */
  signInOrigins: readonly string[];
}

/** Only the server's own pages may frame a page that does not say otherwise. */
export const sameOriginFrames = "frame-ancestors 'self'";

/**
 * The Content-Security-Policy of the apps' pages (issue 13): scripts only from the origin (the
 * builds hold no inline script), no plugins, no `<base>`, images from the origin, `data:` and
 * `blob:` (upload previews), sound from the origin and `blob:` (answers read aloud), connections
 * to the origin and the sign-in provider only. Styles may be
 * inline because Chakra UI's Emotion writes `<style>` elements at run time; a nonce would need
 * every app's Emotion cache to carry one.
 */
export function pagePolicy({ frameAncestors, signInOrigins }: PageSources): string {
  const signIn = signInOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${signIn}`,
    `frame-src 'self'${signIn}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    frameAncestors,
  ].join('; ');
}

/** Sent with every page: the origin alone to other sites, the whole address to this one. */
export const referrerPolicy = 'strict-origin-when-cross-origin';

/** A year; subdomains are the operator's to decide, so they are not included. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * Browsers ignore HSTS from an IP address (RFC 6797 section 8.1), and from localhost it would send
 * every other local development server (Vite's http://localhost:5173) to https in browsers that
 * honour it there.
 */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
}

/**
 * The headers of every answer, pages, files, API JSON, errors, streams and the identity
 * provider's pages alike. They go on the raw response, so answers written past Fastify's reply
 * (hijacked streams, the identity provider) carry them too; a header the reply sets wins.
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  https: boolean,
): void {
  reply.raw.setHeader('x-content-type-options', 'nosniff');
  reply.raw.setHeader('referrer-policy', referrerPolicy);
  if (https && !isLocalHost(request.hostname)) {
    reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
  }
}

/** Sets `setSecurityHeaders` on every request, before any other hook can answer. */
export function installSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(request, reply, https);
  });
}
