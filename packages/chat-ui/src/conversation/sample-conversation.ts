import type {
  Conversation,
  ConversationSegment,
  ExecutionDetails,
  GptSystemDetailsForConversation,
  TraceLog,
} from '@parley/api-contract';
import { sampleAgent } from '../testing/sample-agents';

const agent = sampleAgent();

/** The policy agent's details for conversation; override what a test or story is about. */
export function sampleAgentDetails(
  overrides: Partial<GptSystemDetailsForConversation> = {},
): GptSystemDetailsForConversation {
  return {
    gptSystemId: agent.gptSystemId,
    name: agent.name,
    gptSystemType: agent.gptSystemType,
    moderationStatus: agent.moderationStatus,
    ownership: agent.ownership,
    avatarVersion: null,
    introduction: 'I answer questions about company policy.',
    capabilityTypes: [],
    guidelinesDocument: null,
    visionFileUpload: false,
    ...overrides,
  };
}

/** A stored, completed segment; `minute` orders siblings by creation. */
export function sampleSegment(
  id: string,
  parentSegmentId: string | null,
  minute: number,
  overrides: Partial<ConversationSegment> = {},
): ConversationSegment {
  return {
    conversationSegmentId: id,
    parentSegmentId,
    question: `Question ${id}`,
    answer: `Answer ${id}.`,
    status: 'Completed',
    createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
    visionImages: [],
    attachments: [],
    answeredWithGptSystem: null,
    citations: [],
    generatedImages: [],
    codeInterpreterOutput: '',
    openAIFileReferences: [],
    feedback: null,
    ...overrides,
  };
}

/** A conversation with the policy agent showing `segmentPath` of `segments`. */
export function sampleStoredConversation(
  segments: ConversationSegment[],
  segmentPath: string[],
  overrides: Partial<Conversation> = {},
): Conversation {
  return {
    conversationId: 'conv-1',
    title: 'Leave questions',
    createdAt: '2026-11-20T10:00:00.000Z',
    archived: false,
    gptSystem: {
      gptSystemId: agent.gptSystemId,
      name: agent.name,
      gptSystemType: agent.gptSystemType,
      moderationStatus: agent.moderationStatus,
      ownership: agent.ownership,
    },
    handedOffGptSystem: null,
    moderationStatus: 'None',
    ownership: { ownerIsCurrentUser: true },
    conversationSegmentTree: {
      segmentPath,
      selectedLeafSegmentId: segmentPath.at(-1) ?? null,
    },
    segments,
    ...overrides,
  };
}

/** How the offline engine answered segment s-1, as the execution details call reports it. */
export const sampleExecutionDetails: ExecutionDetails = {
  conversationSegmentId: 's-1',
  engine: 'offline',
  model: null,
  deploymentName: 'offline-default',
  status: 'Completed',
  inputTokens: 12,
  outputTokens: 240,
  startedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:00:03.000Z',
};

/** Segment s-1's trace logs: one information, one warning. */
export const sampleTraceLogs: TraceLog[] = [
  { timestamp: '2026-11-20T10:00:00.100Z', level: 'Information', message: 'Model called' },
  { timestamp: '2026-11-20T10:00:02.900Z', level: 'Warning', message: 'Answer truncated' },
];
