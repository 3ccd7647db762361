import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  conversations,
  generatedImages,
  gptSystems,
  segmentFeedback,
  segments,
  traceLogs,
} from '../schema';
import { isUuid } from './ids';
import { after } from './paging';
import { uploadsOfSegments } from './uploads';
import type { ListPosition } from './paging';

export type ConversationRow = typeof conversations.$inferSelect;
/** A user's or a visitor's conversation with an agent (not an editor's test conversation). */
export type AgentConversationRow = ConversationRow & { gptSystemId: string };
export type SegmentRow = typeof segments.$inferSelect;

export interface ListFilter {
  /** Only archived conversations (the Archived tab), or active ones plus archived when asked. */
  archivedOnly: boolean;
  includeArchived: boolean;
  includeDeleted: boolean;
  /** Keyset position: rows strictly after this (createdAt, id) in newest-first order. */
  after: ListPosition | undefined;
  limit: number;
}

const agentColumns = {
  gptSystemId: gptSystems.gptSystemId,
  name: gptSystems.name,
  gptSystemType: gptSystems.gptSystemType,
  moderationStatus: gptSystems.moderationStatus,
  ownerUserId: gptSystems.ownerUserId,
};

/** A user's conversations newest first, one page, with the agent of each. */
export async function listConversations(db: Database, userId: string, filter: ListFilter) {
  const conditions = [eq(conversations.ownerUserId, userId), isNull(conversations.configStateId)];
  if (filter.archivedOnly) conditions.push(eq(conversations.archived, true));
  else if (!filter.includeArchived) conditions.push(eq(conversations.archived, false));
  if (!filter.includeDeleted) conditions.push(isNull(conversations.deletedAt));
  if (filter.after) {
    conditions.push(after(conversations.createdAt, conversations.conversationId, filter.after));
  }
  return db
    .select({
      conversationId: conversations.conversationId,
      title: conversations.title,
      createdAt: conversations.createdAt,
      archived: conversations.archived,
      agent: agentColumns,
    })
    .from(conversations)
    .innerJoin(gptSystems, eq(gptSystems.gptSystemId, conversations.gptSystemId))
    .where(and(...conditions))
    .orderBy(desc(conversations.createdAt), desc(conversations.conversationId))
    .limit(filter.limit);
}

/** Who a conversation belongs to: a signed-in user, or an anonymous visitor's public session. */
export type ConversationOwner = { userId: string } | { publicSessionIdentifier: string };
/** The agent editor's draft whose test conversations are read (its owner checked by the caller). */
export type TestConversationDraft = { configStateId: string };

/**
 * The conversation if it exists, is not deleted and belongs to `owner`; undefined otherwise, so
 * someone else's conversation looks exactly like a missing one. An owner's conversations never
 * include the agent editor's test conversations: those are reached only through their config
 * state, as `{ configStateId }`.
 */
export async function findConversationOf(
  db: Database,
  owner: ConversationOwner,
  conversationId: string,
): Promise<AgentConversationRow | undefined>;
export async function findConversationOf(
  db: Database,
  draft: TestConversationDraft,
  conversationId: string,
): Promise<ConversationRow | undefined>;
export async function findConversationOf(
  db: Database,
  owner: ConversationOwner | TestConversationDraft,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  if (!isUuid(conversationId)) return undefined;
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.conversationId, conversationId),
        isNull(conversations.deletedAt),
        ...ownedBy(owner),
      ),
    );
  if ('configStateId' in owner) return row;
  return row?.gptSystemId ? { ...row, gptSystemId: row.gptSystemId } : undefined;
}

function ownedBy(owner: ConversationOwner | TestConversationDraft) {
  if ('configStateId' in owner) return [eq(conversations.configStateId, owner.configStateId)];
  const notATest = isNull(conversations.configStateId);
  if ('userId' in owner) return [eq(conversations.ownerUserId, owner.userId), notATest];
  return [eq(conversations.publicSessionIdentifier, owner.publicSessionIdentifier), notATest];
}

export async function findOwnedConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<AgentConversationRow | undefined> {
  return findConversationOf(db, { userId }, conversationId);
}

export async function findAgentSummary(db: Database, gptSystemId: string) {
  const [row] = await db
    .select(agentColumns)
    .from(gptSystems)
    .where(eq(gptSystems.gptSystemId, gptSystemId));
  return row;
}

export async function updateConversation(
  db: Database,
  conversationId: string,
  changes: Partial<
    Pick<ConversationRow, 'archived' | 'title' | 'selectedLeafSegmentId' | 'deletedAt'>
  >,
) {
  await db
    .update(conversations)
    .set(changes)
    .where(eq(conversations.conversationId, conversationId));
}

/** Every segment of a conversation (all branches), oldest first, with what the page shows of each. */
export async function listSegments(db: Database, conversationId: string) {
  const rows = await db
    .select({
      segment: segments,
      agent: {
        gptSystemId: gptSystems.gptSystemId,
        name: gptSystems.name,
        gptSystemType: gptSystems.gptSystemType,
        publicEndpoint: gptSystems.publicEndpoint,
      },
      feedback: { rating: segmentFeedback.rating, comment: segmentFeedback.comment },
    })
    .from(segments)
    .leftJoin(gptSystems, eq(gptSystems.gptSystemId, segments.answeredWithGptSystemId))
    .leftJoin(segmentFeedback, eq(segmentFeedback.segmentId, segments.segmentId))
    .where(eq(segments.conversationId, conversationId))
    .orderBy(asc(segments.createdAt), asc(segments.segmentId));
  const ids = rows.map((row) => row.segment.segmentId);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(generatedImages)
          .where(inArray(generatedImages.segmentId, ids))
          .orderBy(asc(generatedImages.createdAt));
  const uploads = await uploadsOfSegments(db, ids);
  return rows.map((row) => ({
    ...row,
    images: images.filter((image) => image.segmentId === row.segment.segmentId),
    uploads: uploads.get(row.segment.segmentId),
  }));
}

export async function findSegment(
  db: Database,
  conversationId: string,
  segmentId: string,
): Promise<SegmentRow | undefined> {
  if (!isUuid(segmentId)) return undefined;
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.segmentId, segmentId), eq(segments.conversationId, conversationId)));
  return row;
}

/** The parent chain from the first segment down to `leafSegmentId` (question and answer of each). */
export async function branchTo(db: Database, conversationId: string, leafSegmentId: string) {
  const rows = await db
    .select({
      segmentId: segments.segmentId,
      parentSegmentId: segments.parentSegmentId,
      question: segments.question,
      answer: segments.answer,
    })
    .from(segments)
    .where(eq(segments.conversationId, conversationId));
  const byId = new Map(rows.map((row) => [row.segmentId, row]));
  const branch: typeof rows = [];
  let current = byId.get(leafSegmentId);
  while (current && branch.length <= rows.length) {
    branch.unshift(current);
    current = current.parentSegmentId ? byId.get(current.parentSegmentId) : undefined;
  }
  return branch;
}

export async function listTraceLogs(db: Database, segmentId: string) {
  return db
    .select()
    .from(traceLogs)
    .where(eq(traceLogs.segmentId, segmentId))
    .orderBy(asc(traceLogs.position));
}

/** Agents of the user's most recent conversations, most recent first, each once. */
/**
 * The agents the user chatted with most recently, newest first, less the ones they pinned (a pin
 * moves an agent from Recent to Pinned, and unpinning moves it back: chat-spec section 4).
 */
export async function recentAgentIds(db: Database, userId: string, limit: number) {
  const rows = await db
    .select({
      gptSystemId: conversations.gptSystemId,
      lastUsed: sql<Date>`max(${conversations.createdAt})`.as('last_used'),
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.ownerUserId, userId),
        isNull(conversations.deletedAt),
        isNull(conversations.configStateId),
        // Table name spelled out: drizzle leaves columns unqualified in a one-table select.
        sql`not exists (select 1 from pinned_gpt_systems pin
                         where pin.user_id = ${userId}
                           and pin.gpt_system_id = conversations.gpt_system_id)`,
      ),
    )
    .groupBy(conversations.gptSystemId)
    .orderBy(desc(sql`last_used`))
    .limit(limit);
  // Only test conversations lack an agent, and they are filtered out above.
  return rows.flatMap((row) => (row.gptSystemId ? [row.gptSystemId] : []));
}

/** Gives a segment its one feedback, replacing an earlier one. */
export async function saveSegmentFeedback(
  db: Database,
  segmentId: string,
  userId: string,
  feedback: { rating: string; comment: string | null },
): Promise<void> {
  await db
    .insert(segmentFeedback)
    .values({ segmentId, userId, ...feedback })
    .onConflictDoUpdate({ target: segmentFeedback.segmentId, set: feedback });
}

export async function deleteSegmentFeedback(db: Database, segmentId: string): Promise<void> {
  await db.delete(segmentFeedback).where(eq(segmentFeedback.segmentId, segmentId));
}
