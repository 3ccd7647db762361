import type { AppServices } from '../app-context';
import { findVisibleAgent } from '../db/queries/gpt-systems';
import type { UserWithActions } from '../db/queries/users';
import { notFound } from '../http/http-error';

/** An agent the user may see, or 404: an agent they may not see is answered as one that is not there. */
export async function visibleAgent(
  services: AppServices,
  user: UserWithActions,
  gptSystemId: string,
) {
  const agent = await findVisibleAgent(services.db, user.userId, gptSystemId);
  if (!agent) throw notFound(`No agent has the id "${gptSystemId}".`);
  return agent;
}
