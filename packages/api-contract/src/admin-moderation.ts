import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { limits } from './constants';
import { conversationSegmentSchema } from './conversation';
import { personalAgentSettingsSchema } from './current-user';
import { reportReasonSchema } from './moderation';
import { ADMIN_API_PREFIX } from './paths';

/*
 * Moderation of personal agents (admin-spec sections 2, 3, 4, 5, 7 and 8; issue 18). Shown while
 * the instance's AllowUserCreatedGptSystems is on; the calls answer 404 while it is off.
 * Admin-only, with its own paths, so the chat's bundle does not carry it.
 */

const encode = encodeURIComponent;
const reports = `${ADMIN_API_PREFIX}/moderationReports`;

/** The moderation calls (admin-spec section 7). */
export const moderationPaths = {
  /** `GET` the reports (`?reportStatus=Open|Resolved`, Open by default). */
  list: () => reports,
  /** `GET` how many reports are open (the menu's badge). */
  openCount: () => `${reports}/openCount`,
  /** `GET` a report. */
  one: (moderationReportId: string) => `${reports}/${encode(moderationReportId)}`,
  /** `GET` the last messages of the reported conversation. */
  conversation: (moderationReportId: string) =>
    `${reports}/${encode(moderationReportId)}/conversation`,
  /** `POST` the decision. */
  decision: (moderationReportId: string) => `${reports}/${encode(moderationReportId)}/decision`,
} as const;

/** The same calls as Fastify route patterns, for the server. */
export const moderationRoutes = {
  list: reports,
  openCount: moderationPaths.openCount(),
  one: `${reports}/:moderationReportId`,
  conversation: `${reports}/:moderationReportId/conversation`,
  decision: `${reports}/:moderationReportId/decision`,
} as const;

export const reportStatuses = ['Open', 'Resolved'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const agentModerationActions = ['TakeNoAction', 'BanAgent'] as const;
export const agentModerationActionSchema = z.enum(agentModerationActions);
export type AgentModerationAction = z.infer<typeof agentModerationActionSchema>;

export const userModerationActions = [
  'TakeNoAction',
  'BlockAgentCreation',
  'BlockAgentSharing',
] as const;
export const userModerationActionSchema = z.enum(userModerationActions);
export type UserModerationAction = z.infer<typeof userModerationActionSchema>;

/** The words of the moderation screens and answers (admin-spec sections 2, 4, 5 and 8). */
export const moderationMessages = {
  agentActionRequired: 'Agent action required',
  creatorActionRequired: 'Creator action required',
  /** Section 5 makes notes required but words no message for it: ours, in the style of the others. */
  notesRequired: 'Note required',
  notesTooLong: `Note exceeds the maximum limit of ${limits.moderationNotesMaxLength} characters`,
  submitted: 'Decision submitted',
  submitFailed: 'Failed to submit decision',
  noReadPermission: 'You do not have permissions to read the moderation reports',
  noDetails: 'No details provided',
  switchedOff:
    'Personal agents are switched off on this instance: turn them on in Instance settings, Personal agents.',
  notFound: (moderationReportId: string) =>
    `No moderation report has the id "${moderationReportId}".`,
  alreadyResolved:
    'Another moderator has already resolved this report. The page shows their decision.',
  agentAlreadyBanned: 'This agent is already banned.',
  /** Helper text, and the refusal of a block the owner already has. */
  alreadyBlockedFromSharing: 'The creator is already blocked from sharing agents.',
  alreadyBlockedFromCreating: 'The creator is already blocked from creating agents.',
  banIsBulk: 'Banning the agent resolves all of its open reports.',
} as const;

const agentReasonCountSchema = z.object({ reportReason: reportReasonSchema, count: z.number() });

/** A report as the list shows it, with its agent's open reports aggregated. */
export const moderationReportSummarySchema = z.object({
  moderationReportId: idSchema,
  reportStatus: reportStatusSchema,
  reportReason: reportReasonSchema,
  submittedAt: isoDateTimeSchema,
  submittedBy: z.object({ displayName: z.string() }),
  gptReference: z.object({ gptSystemId: idSchema, name: z.nullable(z.string()) }),
  systemOwner: z.object({ displayName: z.string() }),
  /** The agent's open reports, and their reasons with counts, most frequent first. */
  agentOpenReportCount: z.number(),
  agentReasons: z.array(agentReasonCountSchema),
});
export type ModerationReportSummary = z.infer<typeof moderationReportSummarySchema>;

export const moderationReportListSchema = z.object({
  items: z.array(moderationReportSummarySchema),
});
export type ModerationReportList = z.infer<typeof moderationReportListSchema>;

export const moderationReportListQuerySchema = z.object({
  reportStatus: z._default(reportStatusSchema, 'Open'),
});
export type ModerationReportListQuery = z.input<typeof moderationReportListQuerySchema>;

export const openReportCountSchema = z.object({ count: z.number() });
export type OpenReportCount = z.infer<typeof openReportCountSchema>;

export const moderationDecisionSchema = z.object({
  agentModerationAction: agentModerationActionSchema,
  userModerationAction: userModerationActionSchema,
  notes: z.string(),
  submittedAt: isoDateTimeSchema,
  moderator: z.object({ displayName: z.string() }),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** A report (admin-spec section 3). */
export const moderationReportSchema = z.object({
  moderationReportId: idSchema,
  reportStatus: reportStatusSchema,
  reportReason: reportReasonSchema,
  details: z.string(),
  submittedAt: isoDateTimeSchema,
  submittedBy: z.object({ displayName: z.string() }),
  /** Null when the reporter had no conversation with the agent. */
  conversationId: z.nullable(idSchema),
  gptReference: z.object({
    gptSystemId: idSchema,
    name: z.nullable(z.string()),
    moderationStatus: z.enum(['None', 'Banned']),
  }),
  systemOwner: z.object({ displayName: z.string() }),
  reportMetrics: z.object({
    /** Every report of the agent, open or resolved. */
    agentReportCount: z.number(),
    /** Every report of the owner's agents. */
    ownerReportCount: z.number(),
    /** The owner's personal agents (not deleted). */
    ownerAgentCount: z.number(),
  }),
  personalAgentSettings: personalAgentSettingsSchema,
  moderationDecision: z.nullable(moderationDecisionSchema),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** The reported conversation's last messages (`limits.moderationContextMessages` segments). */
export const moderationReportConversationSchema = z.object({
  conversationId: z.nullable(idSchema),
  title: z.nullable(z.string()),
  conversationSegments: z.array(conversationSegmentSchema),
});
export type ModerationReportConversation = z.infer<typeof moderationReportConversationSchema>;

/** The decision (admin-spec section 7). */
export const moderationDecisionInputSchema = z.object({
  agentModerationAction: agentModerationActionSchema,
  userModerationAction: userModerationActionSchema,
  moderationNotes: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, moderationMessages.notesRequired),
      z.maxLength(limits.moderationNotesMaxLength, moderationMessages.notesTooLong),
    ),
  /** With TakeNoAction: close every open report of the agent, not only this one. */
  isBulkResolution: z._default(z.boolean(), false),
});
export type ModerationDecisionInput = z.input<typeof moderationDecisionInputSchema>;

/** Which creator actions the owner's settings allow (admin-spec section 4). */
export function offeredUserActions(settings: {
  isBannedFromCreatingAgents: boolean;
  isBannedFromSharingAgents: boolean;
}): UserModerationAction[] {
  const canCreate = !settings.isBannedFromCreatingAgents;
  const canShare = canCreate && !settings.isBannedFromSharingAgents;
  return [
    'TakeNoAction',
    ...(canCreate ? (['BlockAgentCreation'] as const) : []),
    ...(canShare ? (['BlockAgentSharing'] as const) : []),
  ];
}
