import { moderationMessages, reportReasonLabels } from '@parley/api-contract';
import type {
  AgentModerationAction,
  ReportReason,
  ReportStatus,
  UserModerationAction,
} from '@parley/api-contract';
import { menuItemTitle } from '../console/console-messages';

const menuPath = '/admin/moderation';

/** Every word the moderation screens show (admin-spec sections 2, 4, 5 and 8). */
export const moderationConsoleMessages = {
  ...moderationMessages,
  menuPath,
  listTitle: menuItemTitle(menuPath),
  listDescription:
    'Reports about personal agents, the most reported agent first, then the oldest report.',
  listLabel: 'Moderation reports',
  listEmpty: (status: ReportStatus) =>
    status === 'Open'
      ? 'No open reports: nothing waits for a decision.'
      : 'No resolved reports yet.',
  listLoadFailed: 'The reports could not be loaded',
  statusFilterLabel: 'Reports',
  statusLabels: { Open: 'Open', Resolved: 'Resolved' } satisfies Record<ReportStatus, string>,
  columnAgent: 'Agent',
  columnTimesReported: 'Open reports of the agent',
  columnReasons: 'Reasons',
  columnReason: 'Reason',
  columnReportedBy: 'Reported by',
  columnSubmitted: 'Submitted',
  columnStatus: 'Status',
  unnamedAgent: 'Unnamed Agent',
  reasonLabel: (reason: ReportReason) => reportReasonLabels[reason],
  reasonCount: (reason: ReportReason, count: number) => `${reportReasonLabels[reason]} (${count})`,
  openBadgeLabel: (count: number) => `${count} open ${count === 1 ? 'report' : 'reports'}`,

  reportTitle: 'Moderation report',
  reportLoadFailed: 'The report could not be loaded',
  backToList: 'Back to the reports',
  agentSection: 'Agent',
  agentName: 'Name',
  timesReported: 'Times reported',
  banned: 'Banned',
  creator: 'Creator',
  creatorReports: "Reports of the creator's agents",
  creatorAgents: 'Personal agents of the creator',
  creatorStanding: 'Creator can',
  standing: (settings: {
    isBannedFromCreatingAgents: boolean;
    isBannedFromSharingAgents: boolean;
  }) =>
    settings.isBannedFromCreatingAgents
      ? 'Blocked from creating agents'
      : settings.isBannedFromSharingAgents
        ? 'Create agents, but not share them'
        : 'Create and share agents',
  reportSection: 'Report',
  reason: 'Reason',
  reportedBy: 'Reported by',
  submittedAt: 'Submitted',
  details: 'Details',
  conversationSection: 'Last messages of the conversation',
  conversationLabel: 'Reported conversation',
  noConversation: 'The reporter had no conversation with this agent.',
  conversationLoadFailed: 'The conversation could not be loaded',

  decisionSection: 'Decision',
  agentAction: 'Agent action',
  creatorAction: 'Creator action',
  notes: 'Notes',
  notesHelper: 'At most 500 characters. Kept with the decision and in the audit log.',
  choose: 'Choose an action',
  agentActionLabels: {
    TakeNoAction: 'Take no action',
    BanAgent: 'Ban agent',
  } satisfies Record<AgentModerationAction, string>,
  userActionLabels: {
    TakeNoAction: 'Take no action',
    BlockAgentCreation: 'Block agent creation',
    BlockAgentSharing: 'Block agent sharing',
  } satisfies Record<UserModerationAction, string>,
  submit: 'Submit decision',
  decidedBy: 'Decided by',
  decidedAt: 'Decided',
  noNotes: 'No notes',

  closeQuestion: 'Close this report or all reports for the agent?',
  closeExplanation: (count: number) =>
    `Taking no action on the agent closes this report. The agent has ${count} open ${count === 1 ? 'report' : 'reports'} in all.`,
  closeThis: 'Close this report',
  closeAll: 'Close all reports for the agent',
  cancel: 'Cancel',
  banQuestion: 'Are you sure?',
  banExplanation: (name: string) =>
    `Banning "${name}" is permanent and cannot be undone: no one can chat with it any more, and every open report of it is resolved.`,
  banConfirm: 'Ban agent',
} as const;
