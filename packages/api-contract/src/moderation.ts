import * as z from 'zod/mini';
import { idSchema } from './common';
import { API_PREFIX } from './paths';

/*
 * Reporting a personal agent (issue 18): what the chat sends when a staff user reports an agent
 * shared with them. The console's side (the reports, the decision) is `admin-moderation.ts`.
 */

/** `POST` a report of a personal agent shared with the caller. */
export const moderationReportPaths = {
  report: () => `${API_PREFIX}/moderationReports`,
} as const;

/** Why an agent is reported: the list the report dialog offers, with the words it shows. */
export const reportReasons = [
  'HarmfulContent',
  'HatefulOrHarassing',
  'SexualContent',
  'Misinformation',
  'PrivacyViolation',
  'SpamOrImpersonation',
  'Other',
] as const;
export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const reportReasonLabels: Record<ReportReason, string> = {
  HarmfulContent: 'Harmful or dangerous content',
  HatefulOrHarassing: 'Hateful or harassing content',
  SexualContent: 'Sexual content',
  Misinformation: 'False or misleading information',
  PrivacyViolation: 'Exposes private information',
  SpamOrImpersonation: 'Spam or impersonation',
  Other: 'Something else',
};

export const reportLimits = { detailsMaxLength: 1000 } as const;

export const reportMessages = {
  reasonRequired: 'Choose a reason',
  detailsTooLong: `Details may be at most ${reportLimits.detailsMaxLength} characters`,
  reported: 'Thank you: the agent was reported to the moderators.',
  reportFailed: 'The report could not be sent. Try again.',
  switchedOff: 'Personal agents are switched off on this instance, so they cannot be reported.',
  notShared: 'Only a personal agent shared with you can be reported.',
  ownAgent: 'You cannot report your own agent.',
  notPersonal: 'Only personal agents can be reported.',
  conversationNotFound: 'The conversation is not yours or is not with this agent.',
} as const;

/** What the report dialog sends. Without `conversationId`, the reporter's latest conversation with the agent is attached. */
export const newModerationReportSchema = z.object({
  gptSystemId: idSchema,
  conversationId: z.optional(z.nullable(idSchema)),
  reportReason: reportReasonSchema,
  details: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(reportLimits.detailsMaxLength, reportMessages.detailsTooLong)),
    '',
  ),
});
export type NewModerationReport = z.input<typeof newModerationReportSchema>;

export const moderationReportCreatedSchema = z.object({ moderationReportId: idSchema });
export type ModerationReportCreated = z.infer<typeof moderationReportCreatedSchema>;
