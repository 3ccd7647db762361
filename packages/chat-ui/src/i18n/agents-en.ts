import {
  personalAgentSettingsMessages,
  reportMessages,
  reportReasonLabels,
} from '@parley/api-contract';
import { personalAgentMessages } from '../agents/personal-agent-messages';

/**
 * The English strings of the agents page, the personal agents' screens and the report dialog:
 * the wording the specs quote, exactly. A catalogue of its own, so that these lazily loaded
 * screens bring their strings with them rather than into the chat's start-up bundle.
 */
export const agentsEn = {
  ...personalAgentMessages,
  reasonRequired: reportMessages.reasonRequired,
  detailsTooLong: 'Details may be at most {{max}} characters',
  reported: reportMessages.reported,
  reportFailed: reportMessages.reportFailed,
  reasonHarmfulContent: reportReasonLabels.HarmfulContent,
  reasonHatefulOrHarassing: reportReasonLabels.HatefulOrHarassing,
  reasonSexualContent: reportReasonLabels.SexualContent,
  reasonMisinformation: reportReasonLabels.Misinformation,
  reasonPrivacyViolation: reportReasonLabels.PrivacyViolation,
  reasonSpamOrImpersonation: reportReasonLabels.SpamOrImpersonation,
  reasonOther: reportReasonLabels.Other,
  reportTitle: 'Report "{{name}}"',
  reportExplanation:
    'Moderators will review this agent with your latest conversation with it. Its creator is not told who reported it.',
  reason: 'Reason',
  chooseReason: 'Select a reason',
  details: 'Details (optional)',
  sendReport: 'Send report',
  cancel: 'Cancel',
  close: 'Close',
  sharingOff: personalAgentSettingsMessages.sharingOff,
  backToAgents: 'Back to the agents',
  agentsPageTitle: 'Discover Intelligent Agents',
  searchAgentsLabel: 'Search agents by name',
  searchAgentsPlaceholder: 'Search agents...',
  viewMode: 'View mode',
  listView: 'List view',
  gridView: 'Grid view',
  loadingAgents: 'Loading agents',
  agentsLoadFailed: 'Something went wrong while loading agents. Please refresh or try again later.',
  noAgentsMatch: 'No agents match your search.',
  noAgents: "You currently don't have access to any agents",
  agentsList: 'Agents',
  edit: 'Edit',
  editAgent: 'Edit {{name}}',
  pin: 'Pin',
  pinAgent: 'Pin {{name}}',
  unpin: 'Unpin',
  unpinAgent: 'Unpin {{name}}',
  startChat: 'Start chat',
  startChatWith: 'Start chat with {{name}}',
} as const;
