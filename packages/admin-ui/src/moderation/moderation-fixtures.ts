import type {
  ConversationSegment,
  ModerationReport,
  ModerationReportSummary,
} from '@parley/api-contract';

/** Sample reports for tests and stories. */
export const sampleReportSummary = (
  changes: Partial<ModerationReportSummary> = {},
): ModerationReportSummary => ({
  moderationReportId: 'report-1',
  reportStatus: 'Open',
  reportReason: 'Misinformation',
  submittedAt: '2026-11-20T09:30:00.000Z',
  submittedBy: { displayName: 'Morgan Moderator' },
  gptReference: { gptSystemId: 'agent-notes', name: "Sam's notes" },
  systemOwner: { displayName: 'Sam Staff' },
  agentOpenReportCount: 3,
  agentReasons: [
    { reportReason: 'Misinformation', count: 2 },
    { reportReason: 'SexualContent', count: 1 },
  ],
  ...changes,
});

export const sampleReport = (changes: Partial<ModerationReport> = {}): ModerationReport => ({
  moderationReportId: 'report-1',
  reportStatus: 'Open',
  reportReason: 'Misinformation',
  details: 'It invented a travel policy.',
  submittedAt: '2026-11-20T09:30:00.000Z',
  submittedBy: { displayName: 'Morgan Moderator' },
  conversationId: 'conversation-1',
  gptReference: { gptSystemId: 'agent-notes', name: "Sam's notes", moderationStatus: 'None' },
  systemOwner: { displayName: 'Sam Staff' },
  reportMetrics: { agentReportCount: 3, ownerReportCount: 4, ownerAgentCount: 2 },
  personalAgentSettings: { isBannedFromCreatingAgents: false, isBannedFromSharingAgents: false },
  moderationDecision: null,
  ...changes,
});

export const sampleResolvedReport = (changes: Partial<ModerationReport> = {}) =>
  sampleReport({
    reportStatus: 'Resolved',
    moderationDecision: {
      agentModerationAction: 'BanAgent',
      userModerationAction: 'BlockAgentSharing',
      notes: 'Invents policies again and again.',
      submittedAt: '2026-11-21T10:00:00.000Z',
      moderator: { displayName: 'Ada Admin' },
    },
    gptReference: { gptSystemId: 'agent-notes', name: "Sam's notes", moderationStatus: 'Banned' },
    ...changes,
  });

export const sampleSegment = (n: number): ConversationSegment => ({
  conversationSegmentId: `segment-${n}`,
  parentSegmentId: n > 1 ? `segment-${n - 1}` : null,
  question: `Question ${n}`,
  answer: `Answer ${n}`,
  status: 'Completed',
  createdAt: '2026-11-20T09:00:00.000Z',
  visionImages: [],
  attachments: [],
  answeredWithGptSystem: null,
  citations: [],
  generatedImages: [],
  codeInterpreterOutput: '',
  openAIFileReferences: [],
  feedback: null,
});
