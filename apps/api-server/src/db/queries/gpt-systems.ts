import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { gptSystemPrompts, gptSystems, libraryDocuments } from '../schema';
import { isUuid } from './ids';

export type AgentRow = typeof gptSystems.$inferSelect;

/** Agents a user may chat with: published system agents and their own personal agents. */
function visibleTo(userId: string) {
  return or(
    and(eq(gptSystems.gptSystemType, 'System'), eq(gptSystems.publishingState, 'Published')),
    eq(gptSystems.ownerUserId, userId),
  );
}

export async function listVisibleAgents(db: Database, userId: string): Promise<AgentRow[]> {
  return db
    .select()
    .from(gptSystems)
    .where(visibleTo(userId))
    .orderBy(asc(gptSystems.name), asc(gptSystems.gptSystemId));
}

export async function findVisibleAgent(
  db: Database,
  userId: string,
  gptSystemId: string,
): Promise<AgentRow | undefined> {
  if (!isUuid(gptSystemId)) return undefined;
  const [row] = await db
    .select()
    .from(gptSystems)
    .where(and(eq(gptSystems.gptSystemId, gptSystemId), visibleTo(userId)));
  return row;
}

export async function listAgentPrompts(db: Database, gptSystemId: string) {
  return db
    .select({
      promptId: gptSystemPrompts.promptId,
      title: gptSystemPrompts.title,
      text: gptSystemPrompts.text,
    })
    .from(gptSystemPrompts)
    .where(eq(gptSystemPrompts.gptSystemId, gptSystemId))
    .orderBy(asc(gptSystemPrompts.position));
}

/** The library documents that best match a question (PostgreSQL full-text search), best first. */
export async function searchLibrary(
  db: Database,
  gptSystemId: string,
  question: string,
  limit: number,
) {
  const document = sql`to_tsvector('english', ${libraryDocuments.title} || ' ' || ${libraryDocuments.text})`;
  // Any of the question's words may match: the plain query's terms joined with OR.
  const query = sql`replace(plainto_tsquery('english', ${question})::text, '&', '|')::tsquery`;
  return db
    .select({
      id: libraryDocuments.documentId,
      title: libraryDocuments.title,
      path: libraryDocuments.path,
      text: libraryDocuments.text,
    })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.gptSystemId, gptSystemId))
    .orderBy(sql`ts_rank(${document}, ${query}) desc`, asc(libraryDocuments.title))
    .limit(limit);
}

export async function findLibraryDocument(db: Database, gptSystemId: string, path: string) {
  const [row] = await db
    .select()
    .from(libraryDocuments)
    .where(and(eq(libraryDocuments.gptSystemId, gptSystemId), eq(libraryDocuments.path, path)));
  return row;
}
