import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-context';
import { brandKeyForHost } from '../db/queries/brands';

const known = new WeakMap<FastifyRequest, Promise<string>>();

/** The request's host name as `brand_hosts` stores it: lower-case, no port, no trailing dot. */
export function visitHostName(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * The brand of the visit (issue 17): the brand whose host names include the request's host (the
 * `Host` header, or `X-Forwarded-Host` behind a trusted proxy), else the instance's default brand.
 * Never a brand key the client sends. Read once per request.
 */
export function visitBrandKey(services: AppServices, request: FastifyRequest): Promise<string> {
  let brandKey = known.get(request);
  if (!brandKey) {
    brandKey = brandKeyForHost(services.db, visitHostName(request));
    known.set(request, brandKey);
  }
  return brandKey;
}
