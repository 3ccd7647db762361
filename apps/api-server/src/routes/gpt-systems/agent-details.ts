import type { GptSystemDetailsForConversation } from '@parley/api-contract';
import type { AppServices } from '../../app-context';
import type { AgentRow } from '../../db/queries/gpt-systems';
import { findGuidelinesDocument } from '../../db/queries/guidelines';
import { capabilityTypes, conversationAgentView } from '../../domain/views';
import { shownAvatarVersion } from '../../domain/agent-avatar';

/**
 * What a chat page needs about its agent before the first question, for a signed-in user or
 * (`userId` null) an anonymous visitor of its public endpoint.
 */
export async function agentDetailsForConversation(
  services: AppServices,
  agent: AgentRow,
  userId: string | null,
): Promise<GptSystemDetailsForConversation> {
  const guidelines = agent.guidelinesDocumentId
    ? await findGuidelinesDocument(services.db, agent.guidelinesDocumentId)
    : undefined;
  return {
    ...conversationAgentView(agent, userId),
    avatarVersion: shownAvatarVersion(agent.avatarVersion),
    introduction: agent.introduction,
    capabilityTypes: capabilityTypes(agent),
    guidelinesDocument: guidelines
      ? {
          guidelinesDocumentId: guidelines.guidelinesDocumentId,
          requireConsent: guidelines.requireConsent,
        }
      : null,
    visionFileUpload: agent.visionFileUpload,
  };
}
