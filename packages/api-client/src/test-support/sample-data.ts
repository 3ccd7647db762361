import type {
  ConversationSegment,
  Conversation,
  ConversationListItem,
  GptSystem,
} from '@parley/api-contract';

const createdAt = '2026-11-20T09:30:00.000Z';

/** Contract-valid sample entities for tests. */
export function sampleGptSystem(gptSystemId: string, name = 'HR Assistant'): GptSystem {
  return {
    gptSystemId,
    name,
    description: null,
    gptSystemType: 'System',
    moderationStatus: 'None',
    ownership: { ownerIsCurrentUser: false },
    avatarVersion: null,
    publishingState: 'Published',
    publicEndpoint: null,
    gptSystemConfigurationStateId: null,
    configStateId: null,
  };
}

const conversationAgent = {
  gptSystemId: 'agent-1',
  name: 'HR Assistant',
  gptSystemType: 'System' as const,
  moderationStatus: 'None' as const,
  ownership: { ownerIsCurrentUser: false },
};

export function sampleListItem(
  conversationId: string,
  title = 'Parental leave',
): ConversationListItem {
  return { conversationId, title, createdAt, archived: false, gptSystem: conversationAgent };
}

export function sampleConversation(conversationId: string, title = 'Parental leave'): Conversation {
  return {
    conversationId,
    title,
    createdAt,
    archived: false,
    gptSystem: conversationAgent,
    handedOffGptSystem: null,
    moderationStatus: 'None',
    ownership: { ownerIsCurrentUser: true },
    conversationSegmentTree: { segmentPath: [], selectedLeafSegmentId: null },
    segments: [],
  };
}

/** A conversation holding one answered question (`segmentId`), in the given status. */
export function sampleAnsweredConversation(
  conversationId: string,
  segmentId: string,
  answer: { text: string; status: ConversationSegment['status'] },
): Conversation {
  return {
    ...sampleConversation(conversationId),
    conversationSegmentTree: { segmentPath: [segmentId], selectedLeafSegmentId: segmentId },
    segments: [
      {
        conversationSegmentId: segmentId,
        parentSegmentId: null,
        question: 'How long is parental leave?',
        answer: answer.text,
        status: answer.status,
        createdAt,
        visionImages: [],
        attachments: [],
        answeredWithGptSystem: null,
        citations: [],
        generatedImages: [],
        codeInterpreterOutput: '',
        openAIFileReferences: [],
        feedback: null,
      },
    ],
  };
}
