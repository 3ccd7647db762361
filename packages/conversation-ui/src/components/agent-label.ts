import { UNNAMED_AGENT_LABEL } from '@parley/api-contract';
import type { GptSystem } from '@parley/api-contract';

/** The fields of an agent that decide how it is named and what may be done with it. */
export type AgentIdentity = Pick<
  GptSystem,
  'name' | 'gptSystemType' | 'moderationStatus' | 'ownership'
>;

/** Normal, moderated by the platform, or blocked because its owner may not create agents. */
export type AgentStanding = 'normal' | 'banned' | 'blocked';

export const BANNED_AGENT_LABEL = 'Banned Agent';
export const BLOCKED_AGENT_LABEL = 'Blocked Agent';

/**
 * Chat-spec section 6: a Banned moderation status wins; otherwise the user's own personal agents
 * are blocked while the user is banned from creating agents.
 */
export function agentStanding(agent: AgentIdentity, isBannedFromCreating: boolean): AgentStanding {
  if (agent.moderationStatus === 'Banned') return 'banned';
  if (
    isBannedFromCreating &&
    agent.gptSystemType === 'User' &&
    agent.ownership.ownerIsCurrentUser
  ) {
    return 'blocked';
  }
  return 'normal';
}

/** The name to show (chat-spec sections 5 and 6). */
export function agentLabel(agent: AgentIdentity, isBannedFromCreating: boolean): string {
  const standing = agentStanding(agent, isBannedFromCreating);
  if (standing === 'banned') return BANNED_AGENT_LABEL;
  if (standing === 'blocked') return BLOCKED_AGENT_LABEL;
  const name = agent.name?.trim();
  return !name || name === 'null' ? UNNAMED_AGENT_LABEL : name;
}

/** Edit is offered only for own User-type agents, neither banned nor blocked, when allowed. */
export function canEditAgent(
  agent: AgentIdentity,
  { isBannedFromCreating, personalAgentsAllowed }: AgentPermissions,
): boolean {
  return (
    personalAgentsAllowed &&
    agent.gptSystemType === 'User' &&
    agent.ownership.ownerIsCurrentUser &&
    agentStanding(agent, isBannedFromCreating) === 'normal'
  );
}

export interface AgentPermissions {
  /** The instance flag AllowUserCreatedGptSystems. */
  personalAgentsAllowed: boolean;
  /** personalAgentSettings.isBannedFromCreatingAgents of the current user. */
  isBannedFromCreating: boolean;
}
