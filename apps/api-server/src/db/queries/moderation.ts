import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { conversations, gptSystems, moderationReports, users } from '../schema';
import { isUuid } from './ids';

/* Moderation reports (issue 18): what staff report, and what moderators decide. */

export type ModerationReportRow = typeof moderationReports.$inferSelect;

const reporters = alias(users, 'reporter');
const owners = alias(users, 'owner');

const reportColumns = {
  report: moderationReports,
  agent: {
    gptSystemId: gptSystems.gptSystemId,
    name: gptSystems.name,
    moderationStatus: gptSystems.moderationStatus,
    ownerUserId: gptSystems.ownerUserId,
  },
  reporterDisplayName: reporters.displayName,
  owner: {
    userId: owners.userId,
    displayName: owners.displayName,
    isBannedFromCreatingAgents: owners.isBannedFromCreatingAgents,
    isBannedFromSharingAgents: owners.isBannedFromSharingAgents,
  },
};

function reportsWithPeople(db: Database) {
  return db
    .select(reportColumns)
    .from(moderationReports)
    .innerJoin(gptSystems, eq(gptSystems.gptSystemId, moderationReports.gptSystemId))
    .innerJoin(reporters, eq(reporters.userId, moderationReports.reporterUserId))
    .innerJoin(owners, eq(owners.userId, gptSystems.ownerUserId));
}

export async function insertReport(
  db: Database,
  values: typeof moderationReports.$inferInsert,
): Promise<ModerationReportRow> {
  const [row] = await db.insert(moderationReports).values(values).returning();
  if (!row) throw new Error('The report was not stored.');
  return row;
}

/** The reporter's newest conversation with the agent (not deleted), if any. */
export async function latestConversationWith(
  db: Database,
  userId: string,
  gptSystemId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ conversationId: conversations.conversationId })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerUserId, userId),
        eq(conversations.gptSystemId, gptSystemId),
        isNull(conversations.configStateId),
        isNull(conversations.deletedAt),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row?.conversationId;
}

/**
 * Reports in a status, their agent's most reported first (open reports counted), then oldest
 * first; each with its agent's open reports and their reasons counted.
 */
export async function listReports(db: Database, status: string) {
  const openPerAgent = db
    .select({
      gptSystemId: moderationReports.gptSystemId,
      openCount: sql<number>`cast(count(*) as integer)`.as('open_count'),
    })
    .from(moderationReports)
    .where(eq(moderationReports.reportStatus, 'Open'))
    .groupBy(moderationReports.gptSystemId)
    .as('open_per_agent');
  const rows = await db
    .select({ ...reportColumns, openCount: sql<number>`coalesce(${openPerAgent.openCount}, 0)` })
    .from(moderationReports)
    .innerJoin(gptSystems, eq(gptSystems.gptSystemId, moderationReports.gptSystemId))
    .innerJoin(reporters, eq(reporters.userId, moderationReports.reporterUserId))
    .innerJoin(owners, eq(owners.userId, gptSystems.ownerUserId))
    .leftJoin(openPerAgent, eq(openPerAgent.gptSystemId, moderationReports.gptSystemId))
    .where(eq(moderationReports.reportStatus, status))
    .orderBy(
      desc(sql`coalesce(${openPerAgent.openCount}, 0)`),
      asc(moderationReports.submittedAt),
      asc(moderationReports.moderationReportId),
    );
  const agentIds = [...new Set(rows.map((row) => row.report.gptSystemId))];
  const reasons =
    agentIds.length === 0
      ? []
      : await db
          .select({
            gptSystemId: moderationReports.gptSystemId,
            reportReason: moderationReports.reportReason,
            count: sql<number>`cast(count(*) as integer)`,
          })
          .from(moderationReports)
          .where(
            and(
              inArray(moderationReports.gptSystemId, agentIds),
              eq(moderationReports.reportStatus, 'Open'),
            ),
          )
          .groupBy(moderationReports.gptSystemId, moderationReports.reportReason)
          .orderBy(desc(sql`count(*)`), asc(moderationReports.reportReason));
  return rows.map((row) => ({
    ...row,
    openCount: Number(row.openCount),
    reasons: reasons
      .filter((reason) => reason.gptSystemId === row.report.gptSystemId)
      .map(({ reportReason, count }) => ({ reportReason, count: Number(count) })),
  }));
}

export async function countOpenReports(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(moderationReports)
    .where(eq(moderationReports.reportStatus, 'Open'));
  return Number(row?.count ?? 0);
}

export async function findReport(db: Database, moderationReportId: string) {
  if (!isUuid(moderationReportId)) return undefined;
  const [row] = await reportsWithPeople(db).where(
    eq(moderationReports.moderationReportId, moderationReportId),
  );
  return row;
}

/** The report's row, locked until the transaction ends, so two decisions are taken one at a time. */
export async function lockReport(tx: Database, moderationReportId: string) {
  const [row] = await tx
    .select()
    .from(moderationReports)
    .where(eq(moderationReports.moderationReportId, moderationReportId))
    .for('update');
  return row;
}

/** How often the agent was reported, how often its owner's agents were, and how many agents the owner has. */
export async function reportMetrics(db: Database, gptSystemId: string, ownerUserId: string) {
  const [row] = await db
    .select({
      agentReportCount: sql<number>`cast(count(*) filter (where ${moderationReports.gptSystemId} = ${gptSystemId}) as integer)`,
      ownerReportCount: sql<number>`cast(count(*) as integer)`,
    })
    .from(moderationReports)
    .innerJoin(gptSystems, eq(gptSystems.gptSystemId, moderationReports.gptSystemId))
    .where(eq(gptSystems.ownerUserId, ownerUserId));
  const [agents] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(gptSystems)
    .where(
      and(
        eq(gptSystems.ownerUserId, ownerUserId),
        eq(gptSystems.gptSystemType, 'User'),
        isNull(gptSystems.deletedAt),
      ),
    );
  return {
    agentReportCount: Number(row?.agentReportCount ?? 0),
    ownerReportCount: Number(row?.ownerReportCount ?? 0),
    ownerAgentCount: Number(agents?.count ?? 0),
  };
}

export interface DecisionValues {
  agentModerationAction: string;
  userModerationAction: string;
  moderationNotes: string;
  moderatorUserId: string;
  moderatorDisplayName: string;
  decidedAt: Date;
}

/** Resolves the report, or with `wholeAgent` every open report of its agent; answers the ids resolved. */
export async function resolveReports(
  tx: Database,
  report: ModerationReportRow,
  wholeAgent: boolean,
  decision: DecisionValues,
): Promise<string[]> {
  const rows = await tx
    .update(moderationReports)
    .set({ ...decision, reportStatus: 'Resolved' })
    .where(
      wholeAgent
        ? and(
            eq(moderationReports.gptSystemId, report.gptSystemId),
            eq(moderationReports.reportStatus, 'Open'),
          )
        : eq(moderationReports.moderationReportId, report.moderationReportId),
    )
    .returning({ moderationReportId: moderationReports.moderationReportId });
  return rows.map((row) => row.moderationReportId);
}

export async function banAgent(tx: Database, gptSystemId: string): Promise<void> {
  await tx
    .update(gptSystems)
    .set({ moderationStatus: 'Banned' })
    .where(eq(gptSystems.gptSystemId, gptSystemId));
}

export async function blockOwner(
  tx: Database,
  userId: string,
  block: { isBannedFromCreatingAgents?: true; isBannedFromSharingAgents?: true },
): Promise<void> {
  await tx.update(users).set(block).where(eq(users.userId, userId));
}

export async function findOwnerSettings(tx: Database, userId: string) {
  const [row] = await tx
    .select({
      isBannedFromCreatingAgents: users.isBannedFromCreatingAgents,
      isBannedFromSharingAgents: users.isBannedFromSharingAgents,
    })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  return row;
}
