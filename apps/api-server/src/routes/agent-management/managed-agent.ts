import { actions } from '@parley/api-contract';
import type { Database } from '../../db/database';
import { findAgent } from '../../db/queries/config-states';
import type { UserWithActions } from '../../db/queries/users';
import { holdsAny, needsActions } from '../../http/authorization';
import { forbidden, notFound } from '../../http/http-error';

export const agentManagementMessages = {
  agentNotFound: (gptSystemId: string) => `No agent you manage has the id "${gptSystemId}".`,
  bannedAgent: 'This agent is banned: it cannot be published.',
  bannedAgentLook: 'This agent is banned: its prompts and avatar cannot be changed.',
  blockedFromSharing: 'You are blocked from sharing agents: your agents stay your own.',
  blockedFromCreating: 'You are blocked from creating and editing agents.',
} as const;

/**
 * The agent, when the user manages it: a System agent with the console's agent actions (reading
 * needs `read`, changing `write`), a personal agent by its owner only (to anyone else it does not
 * exist: 404).
 */
export async function managedAgent(
  db: Database,
  user: UserWithActions,
  gptSystemId: string,
  need: 'read' | 'write',
) {
  const agent = await findAgent(db, gptSystemId);
  if (agent?.gptSystemType === 'System') {
    const wanted =
      need === 'read'
        ? [actions.GptSystemsRead, actions.GptSystemsWrite, actions.GptSystemsCreate]
        : [actions.GptSystemsWrite];
    if (!holdsAny(user, wanted)) {
      throw forbidden(
        needsActions(wanted, need === 'read' ? 'to read agents' : 'to change agents'),
      );
    }
    return agent;
  }
  if (!agent || agent.ownerUserId !== user.userId) {
    throw notFound(agentManagementMessages.agentNotFound(gptSystemId));
  }
  return agent;
}

/**
 * The agent whose look (prompts, avatar) the user may change: managed with `write`, not banned,
 * and for a personal agent an owner who is not blocked from creating agents.
 */
export async function changeableAgent(db: Database, user: UserWithActions, gptSystemId: string) {
  const agent = await managedAgent(db, user, gptSystemId, 'write');
  if (agent.moderationStatus === 'Banned') {
    throw forbidden(agentManagementMessages.bannedAgentLook);
  }
  if (agent.gptSystemType === 'User' && user.isBannedFromCreatingAgents) {
    throw forbidden(agentManagementMessages.blockedFromCreating);
  }
  return agent;
}
