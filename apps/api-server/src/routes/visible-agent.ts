import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-context';
import { findVisibleAgent } from '../db/queries/gpt-systems';
import type { UserWithActions } from '../db/queries/users';
import { notFound } from '../http/http-error';
import { visitBrandKey } from '../http/visit-brand';

/**
 * An agent the user may see on the brand of their visit, or 404: an agent they may not see is
 * answered as one that is not there.
 */
export async function visibleAgent(
  services: AppServices,
  request: FastifyRequest,
  user: UserWithActions,
  gptSystemId: string,
) {
  const brandKey = await visitBrandKey(services, request);
  const agent = await findVisibleAgent(services.db, user.userId, gptSystemId, brandKey);
  if (!agent) throw notFound(`No agent has the id "${gptSystemId}".`);
  return agent;
}
