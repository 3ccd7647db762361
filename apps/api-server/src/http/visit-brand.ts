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
 * `Host` header; `X-Forwarded-Host` only from a proxy `PARLEY_TRUST_PROXY` trusts, never from
 * anyone else), else the instance's default brand. Never a brand key the client sends. Read once
 * per request.
 *
 * The host is the client's to choose, so it picks the site a staff user is on and nothing that
 * keeps them from something. Every staff user may open every brand's host names (one sign-in,
 * one directory, nothing binds a user to a brand), so sending another brand's host name, or one no
 * brand holds (the default brand), reaches only what opening that site would. What follows from
 * the visit's brand is therefore what a site offers, not who may use what:
 * - the theme, title and logos;
 * - a chat access policy limited to a brand curates that brand's site; it keeps no one from an
 *   agent, since the same person may ask on another site. An agent that must be kept from people
 *   needs a policy without a brand, which holds on every host (the console's policy form says so);
 * - a new conversation counts against its site's brand budget. A brand budget caps what a site
 *   spends; the instance's budget caps everything, whatever the host. A continued conversation
 *   keeps the brand it started on, so changing the host does not move it to another budget.
 * Public chat takes its brand from the agent, which only administrators set. A brand that must
 * bind people (their policies and budget by who they are, not where they are) needs a brand per
 * user or group that only administrators set: a schema change not made yet.
 */
export function visitBrandKey(services: AppServices, request: FastifyRequest): Promise<string> {
  let brandKey = known.get(request);
  if (!brandKey) {
    brandKey = brandKeyForHost(services.db, visitHostName(request));
    known.set(request, brandKey);
  }
  return brandKey;
}
