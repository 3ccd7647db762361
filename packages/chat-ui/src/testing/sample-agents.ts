import type { ConversationListItem, GptSystem } from '@parley/api-contract';

/** An agent as the lists return it; override what a test or story is about. */
export function sampleAgent(overrides: Partial<GptSystem> = {}): GptSystem {
  return {
    gptSystemId: 'agent-policy',
    name: 'Policy helper',
    description: 'Answers questions about company policy.',
    gptSystemType: 'System',
    moderationStatus: 'None',
    ownership: { ownerIsCurrentUser: false },
    avatarVersion: null,
    publishingState: 'Published',
    publicEndpoint: null,
    gptSystemConfigurationStateId: null,
    configStateId: null,
    ...overrides,
  };
}

/** The user's own personal agent, editable when personal agents are allowed. */
export const ownPersonalAgent = sampleAgent({
  gptSystemId: 'agent-mine',
  name: 'My drafting agent',
  gptSystemType: 'User',
  ownership: { ownerIsCurrentUser: true },
  publishingState: 'Draft',
  gptSystemConfigurationStateId: 'state-mine',
  configStateId: 'state-mine',
});

/** A conversation list item created at `createdAt`. */
export function sampleConversation(
  conversationId: string,
  title: string,
  createdAt: Date,
  overrides: Partial<ConversationListItem> = {},
): ConversationListItem {
  const agent = sampleAgent();
  return {
    conversationId,
    title,
    createdAt: createdAt.toISOString(),
    archived: false,
    gptSystem: {
      gptSystemId: agent.gptSystemId,
      name: agent.name,
      gptSystemType: agent.gptSystemType,
      moderationStatus: agent.moderationStatus,
      ownership: agent.ownership,
    },
    ...overrides,
  };
}
