import { limits, moderationMessages, offeredUserActions } from '@parley/api-contract';
import type {
  ModerationDecisionInput,
  ModerationReport,
  ModerationReportSummary,
  ReportReason,
} from '@parley/api-contract';
import type { Database } from '../db/database';
import { listSegments } from '../db/queries/conversations';
import type { ConversationRow } from '../db/queries/conversations';
import type { findReport, listReports, ModerationReportRow } from '../db/queries/moderation';
import { reportMetrics } from '../db/queries/moderation';
import { segmentPath, segmentView } from './views';

/*
 * Moderation decisions (admin-spec sections 4 and 5; issue 18). The rules the console's form
 * offers are enforced here again: a request the form would not send is refused with the reason.
 */

type ReportWithPeople = NonNullable<Awaited<ReturnType<typeof findReport>>>;
type ListedReport = Awaited<ReturnType<typeof listReports>>[number];

export function reportSummaryView(row: ListedReport): ModerationReportSummary {
  return {
    moderationReportId: row.report.moderationReportId,
    reportStatus: row.report.reportStatus as ModerationReport['reportStatus'],
    reportReason: row.report.reportReason as ReportReason,
    submittedAt: row.report.submittedAt.toISOString(),
    submittedBy: { displayName: row.reporterDisplayName },
    gptReference: { gptSystemId: row.agent.gptSystemId, name: row.agent.name },
    systemOwner: { displayName: row.owner.displayName },
    agentOpenReportCount: row.openCount,
    agentReasons: row.reasons.map((reason) => ({
      reportReason: reason.reportReason as ReportReason,
      count: reason.count,
    })),
  };
}

export async function reportView(db: Database, row: ReportWithPeople): Promise<ModerationReport> {
  const { report, agent, owner } = row;
  return {
    moderationReportId: report.moderationReportId,
    reportStatus: report.reportStatus as ModerationReport['reportStatus'],
    reportReason: report.reportReason as ReportReason,
    details: report.details,
    submittedAt: report.submittedAt.toISOString(),
    submittedBy: { displayName: row.reporterDisplayName },
    conversationId: report.conversationId,
    gptReference: {
      gptSystemId: agent.gptSystemId,
      name: agent.name,
      moderationStatus: agent.moderationStatus === 'Banned' ? 'Banned' : 'None',
    },
    systemOwner: { displayName: owner.displayName },
    reportMetrics: await reportMetrics(db, agent.gptSystemId, owner.userId),
    personalAgentSettings: {
      isBannedFromCreatingAgents: owner.isBannedFromCreatingAgents,
      isBannedFromSharingAgents: owner.isBannedFromSharingAgents,
    },
    moderationDecision:
      report.reportStatus === 'Resolved' && report.agentModerationAction && report.decidedAt
        ? {
            agentModerationAction: report.agentModerationAction as 'TakeNoAction' | 'BanAgent',
            userModerationAction: report.userModerationAction as
              'TakeNoAction' | 'BlockAgentCreation' | 'BlockAgentSharing',
            notes: report.moderationNotes ?? '',
            submittedAt: report.decidedAt.toISOString(),
            moderator: { displayName: report.moderatorDisplayName ?? '' },
          }
        : null,
  };
}

/** The last `limits.moderationContextMessages` segments of the conversation's selected branch. */
export async function lastMessages(db: Database, conversation: ConversationRow) {
  const rows = await listSegments(db, conversation.conversationId);
  const path = segmentPath(
    rows.map((row) => row.segment),
    conversation.selectedLeafSegmentId,
  ).slice(-limits.moderationContextMessages);
  const byId = new Map(rows.map((row) => [row.segment.segmentId, row]));
  return path.flatMap((id) => {
    const row = byId.get(id);
    return row ? [segmentView(conversation.conversationId, row)] : [];
  });
}

/**
 * Why the decision cannot be taken for this report and owner, or undefined when it can: a creator
 * action the owner's settings no longer offer, or a ban of an agent already banned.
 */
export function decisionProblem(
  decision: Required<ModerationDecisionInput>,
  owner: { isBannedFromCreatingAgents: boolean; isBannedFromSharingAgents: boolean },
  agentStatus: string,
): string | undefined {
  if (decision.agentModerationAction === 'BanAgent' && agentStatus === 'Banned') {
    return moderationMessages.agentAlreadyBanned;
  }
  if (!offeredUserActions(owner).includes(decision.userModerationAction)) {
    return decision.userModerationAction === 'BlockAgentCreation' ||
      owner.isBannedFromCreatingAgents
      ? moderationMessages.alreadyBlockedFromCreating
      : moderationMessages.alreadyBlockedFromSharing;
  }
  return undefined;
}

/** Whether the decision closes every open report of the agent: a ban always does. */
export function resolvesInBulk(decision: Required<ModerationDecisionInput>): boolean {
  return decision.agentModerationAction === 'BanAgent' || decision.isBulkResolution;
}

/** What an audit entry keeps of a report. */
export function auditedReport(report: ModerationReportRow) {
  return {
    reportStatus: report.reportStatus,
    gptSystemId: report.gptSystemId,
    agentModerationAction: report.agentModerationAction,
    userModerationAction: report.userModerationAction,
    moderationNotes: report.moderationNotes,
  };
}
