import { paths } from '@parley/api-contract';
import type {
  Conversation,
  GptSystemDetailsForConversation,
  PublicChatSession,
} from '@parley/api-contract';
import {
  conversationAgent,
  sampleAgent,
  sampleAgentDetails,
  sampleConversation,
  sampleSegment,
} from '@parley/api-client/testing';
import type { ApiRoutes } from '@parley/app-shell/testing';

export const endpoint = 'parley-demo';

export const publicIds = {
  agent: 'a0000000-0000-4000-8000-0000000000a1',
  conversation: 'c0000000-0000-4000-8000-0000000000c1',
  segment: 's0000000-0000-4000-8000-0000000000s1',
  session: 'visitor-session-one',
} as const;

export const session: PublicChatSession = {
  sessionIdentifier: publicIds.session,
  gptPublicEndpoint: endpoint,
  gptSystemId: publicIds.agent,
  brandKey: 'default',
};

const parleyAssistant = conversationAgent(
  sampleAgent({ gptSystemId: publicIds.agent, name: 'Parley Assistant' }),
);

export const publicAgent: GptSystemDetailsForConversation = sampleAgentDetails({
  ...parleyAssistant,
  introduction: 'Hello! Ask me anything about Parley.',
});

const askedAt = '2026-01-01T00:00:00.000Z';

export const storedPublicConversation: Conversation = sampleConversation(
  [
    sampleSegment(publicIds.segment, null, 0, {
      question: 'What is Parley?',
      answer: 'Parley is a chat platform.',
      createdAt: askedAt,
    }),
  ],
  [publicIds.segment],
  {
    conversationId: publicIds.conversation,
    title: 'What is Parley?',
    createdAt: askedAt,
    gptSystem: parleyAssistant,
  },
);

/** A public endpoint that works: a session, the agent, its prompts. */
export const workingEndpoint: ApiRoutes = {
  [`POST ${paths.publicConversations.session(endpoint)}`]: { status: 201, body: session },
  [`GET ${paths.publicConversations.gptSystemDetailsForConversation(publicIds.session)}`]: {
    body: publicAgent,
  },
  [`GET ${paths.publicConversations.promptsForConversation(publicIds.session)}`]: {
    body: { prompts: [{ promptId: 'p1', title: 'Start', text: 'What can you do?' }] },
  },
  [`GET ${paths.publicConversations.one(publicIds.conversation)}`]: {
    body: storedPublicConversation,
  },
};
