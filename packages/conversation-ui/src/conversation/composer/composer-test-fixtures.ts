import { paths } from '@parley/api-contract';
import type {
  AttachmentReference,
  Conversation,
  PublicGuidelinesDocument,
  VisionImageReference,
} from '@parley/api-contract';
import { conversationAgent, sampleAgent, sampleConversation } from '@parley/api-client/testing';
import type { ApiAnswer } from '@parley/app-shell/testing';
import type { ComposerAgent } from './composer';

/** Ids in the shape the server gives them. */
export const ids = {
  agent: 'a0000000-0000-4000-8000-000000000001',
  conversation: 'c0000000-0000-4000-8000-000000000001',
  segment: 's0000000-0000-4000-8000-000000000001',
  guidelines: 'g0000000-0000-4000-8000-000000000001',
  image: 'i0000000-0000-4000-8000-000000000001',
  attachment: 'f0000000-0000-4000-8000-000000000001',
} as const;

export const plainAgent: ComposerAgent = {
  capabilityTypes: [],
  visionFileUpload: false,
  guidelinesDocument: null,
};

export const uploadingAgent: ComposerAgent = {
  capabilityTypes: ['Vision', 'FileSearch'],
  visionFileUpload: false,
  guidelinesDocument: null,
};

export const consentAgent: ComposerAgent = {
  ...plainAgent,
  guidelinesDocument: { guidelinesDocumentId: ids.guidelines, requireConsent: true },
};

export const guidelinesDocument: PublicGuidelinesDocument = {
  guidelinesDocumentId: ids.guidelines,
  title: 'Acceptable use of AI assistants',
  requireConsent: true,
  version: 3,
  sections: [
    {
      sectionId: 'section-1',
      title: 'What you may share',
      content: 'Share only information you are allowed to share with colleagues.',
    },
  ],
};

export const uploadedImage: VisionImageReference = {
  visionImageId: ids.image,
  blobFileName: 'stored-chart.png',
  thumbnailBlobFileName: 'stored-chart-thumbnail.png',
  mimeType: 'image/png',
};

export const uploadedFile: AttachmentReference = {
  attachmentId: ids.attachment,
  originalFileName: 'notes.txt',
  attachmentType: 'FileSearch',
};

/** The stored conversation the stream thunks refetch once an answer ends. */
export const storedConversation: Conversation = sampleConversation([], [], {
  conversationId: ids.conversation,
  title: 'A question',
  createdAt: '2026-01-01T00:00:00.000Z',
  gptSystem: conversationAgent(sampleAgent({ gptSystemId: ids.agent, name: 'Helper' })),
});

/** An answer stream that reports the conversation's id and ends. */
export const answeredStream: ApiAnswer = {
  text:
    `event: conversation-and-segment-id\n` +
    `data: ${JSON.stringify({ ConversationId: ids.conversation, ConversationSegmentId: ids.segment })}\n\n` +
    `event: no-more-data\ndata: {}\n\n`,
};

export const conversationRoutes = {
  [`GET ${paths.userConversations.one(ids.conversation)}`]: { body: storedConversation },
  [`GET ${paths.userConversations.list()}`]: { body: { items: [], continuationToken: null } },
};
