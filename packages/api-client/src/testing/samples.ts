import type {
  ConfigState,
  Configuration,
  Conversation,
  ConversationGptSystem,
  ConversationListItem,
  ConversationSegment,
  ExecutionDetails,
  GptSystem,
  GptSystemDetailsForConversation,
  TraceLog,
} from '@parley/api-contract';

// Contract-valid sample entities for tests and stories, one builder per entity, all in the policy
// agent's world (agent `agent-policy`, conversation `conv-1`): override what a test is about.

const sampleCreatedAt = '2026-11-20T10:00:00.000Z';

/** An agent as the lists return it. */
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
    publishedVersion: 1,
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

/** The agent as a conversation or a list item names it. */
export function conversationAgent(agent: GptSystem = sampleAgent()): ConversationGptSystem {
  const { gptSystemId, name, gptSystemType, moderationStatus, ownership } = agent;
  return { gptSystemId, name, gptSystemType, moderationStatus, ownership };
}

/** The agent's details for conversation. */
export function sampleAgentDetails(
  overrides: Partial<GptSystemDetailsForConversation> = {},
): GptSystemDetailsForConversation {
  return {
    ...conversationAgent(),
    avatarVersion: null,
    introduction: 'I answer questions about company policy.',
    capabilityTypes: [],
    guidelinesDocument: null,
    visionFileUpload: false,
    ...overrides,
  };
}

/** A conversation list item created at `createdAt`. */
export function sampleListItem(
  conversationId: string,
  title = 'Leave questions',
  createdAt = new Date(sampleCreatedAt),
  overrides: Partial<ConversationListItem> = {},
): ConversationListItem {
  return {
    conversationId,
    title,
    createdAt: createdAt.toISOString(),
    archived: false,
    gptSystem: conversationAgent(),
    ...overrides,
  };
}

/** A stored, completed segment; `minute` orders siblings by creation. */
export function sampleSegment(
  id: string,
  parentSegmentId: string | null = null,
  minute = 0,
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

/** A stored conversation showing `segmentPath` of `segments`; empty by default. */
export function sampleConversation(
  segments: ConversationSegment[] = [],
  segmentPath: string[] = [],
  overrides: Partial<Conversation> = {},
): Conversation {
  return {
    conversationId: 'conv-1',
    title: 'Leave questions',
    createdAt: sampleCreatedAt,
    archived: false,
    gptSystem: conversationAgent(),
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

/**
 * A draft in the agent editor (a config state): a new agent's unless `gptSystem` is given, with
 * the offline deployment and the configuration's defaults; override the configuration's fields
 * through `configuration`.
 */
export function sampleConfigState(
  overrides: Partial<Omit<ConfigState, 'configuration'>> & {
    configuration?: Partial<Configuration>;
  } = {},
): ConfigState {
  const { configuration, ...rest } = overrides;
  return {
    configuration: {
      configStateId: '5f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
      gptSystemName: '',
      systemPrompt: 'You book business travel.',
      introduction: 'I help you book business travel.',
      deploymentName: 'offline',
      languageEngine: 'offline',
      temperature: 1,
      topP: 1,
      frequencyPenalty: 0,
      maxTokens: 2000,
      capabilityTypes: [],
      dataSources: [],
      restrictAnswerToInformationReturnedByTools: false,
      guidelinesDocumentId: null,
      prompts: [],
      ...configuration,
    },
    gptSystem: null,
    gptSystemType: 'System',
    hasValidationErrors: false,
    avatarVersion: null,
    ...rest,
  };
}

/** The deployments the editor offers: the offline engine alone. */
export const sampleDeployments = {
  items: [{ deploymentName: 'offline', provider: 'offline', model: 'Parley offline engine' }],
  defaultDeploymentName: 'offline',
};
