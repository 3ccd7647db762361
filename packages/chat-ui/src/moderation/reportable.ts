import type { GptSystem } from '@parley/api-contract';

/**
 * Whether the user may report the agent (issue 18): a personal agent someone else shares with
 * them, not banned already, while personal agents are allowed.
 */
export function canReportAgent(
  agent: Pick<GptSystem, 'gptSystemType' | 'moderationStatus' | 'ownership'>,
  personalAgentsAllowed: boolean,
): boolean {
  return (
    personalAgentsAllowed &&
    agent.gptSystemType === 'User' &&
    !agent.ownership.ownerIsCurrentUser &&
    agent.moderationStatus !== 'Banned'
  );
}
