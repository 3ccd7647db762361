import type { GuidelinesDocumentInput, GuidelinesSectionInput } from '@parley/api-contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  agentConfigStates,
  gptSystems,
  guidelinesConsents,
  guidelinesDocuments,
  guidelinesSections,
} from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

export type GuidelinesDocumentRow = typeof guidelinesDocuments.$inferSelect;

export interface GuidelinesSectionRow {
  sectionId: string;
  title: string;
  content: string;
}

export async function findGuidelinesDocument(
  db: Database,
  guidelinesDocumentId: string,
): Promise<GuidelinesDocumentRow | undefined> {
  if (!isUuid(guidelinesDocumentId)) return undefined;
  const [document] = await db
    .select()
    .from(guidelinesDocuments)
    .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId));
  return document;
}

/**
 * The document, its row locked until the transaction ends: changes to one document (and the
 * version each raises) run one after another, so none reads a position or version another is
 * about to change.
 */
export async function lockGuidelinesDocument(
  tx: Database,
  guidelinesDocumentId: string,
): Promise<GuidelinesDocumentRow | undefined> {
  if (!isUuid(guidelinesDocumentId)) return undefined;
  const [document] = await tx
    .select()
    .from(guidelinesDocuments)
    .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId))
    .for('update');
  return document;
}

/** Every guidelines document by title, as the agent editor offers them. */
export async function listGuidelinesDocuments(db: Database) {
  return db
    .select({
      guidelinesDocumentId: guidelinesDocuments.guidelinesDocumentId,
      title: guidelinesDocuments.title,
      requireConsent: guidelinesDocuments.requireConsent,
    })
    .from(guidelinesDocuments)
    .orderBy(asc(guidelinesDocuments.title), asc(guidelinesDocuments.guidelinesDocumentId));
}

/** Every document by title, with how many sections it holds, as the console lists them. */
export async function listGuidelinesDocumentsWithSectionCounts(db: Database) {
  const sectionCounts = db
    .select({
      guidelinesDocumentId: guidelinesSections.guidelinesDocumentId,
      sectionCount: sql<number>`cast(count(*) as integer)`.as('section_count'),
    })
    .from(guidelinesSections)
    .groupBy(guidelinesSections.guidelinesDocumentId)
    .as('section_counts');
  return db
    .select({
      document: guidelinesDocuments,
      sectionCount: sql<number>`coalesce(${sectionCounts.sectionCount}, 0)`,
    })
    .from(guidelinesDocuments)
    .leftJoin(
      sectionCounts,
      eq(sectionCounts.guidelinesDocumentId, guidelinesDocuments.guidelinesDocumentId),
    )
    .orderBy(
      asc(sql`lower(${guidelinesDocuments.title})`),
      asc(guidelinesDocuments.guidelinesDocumentId),
    );
}

/** A document's sections in their order. */
export async function listGuidelinesSections(
  db: Database,
  guidelinesDocumentId: string,
): Promise<GuidelinesSectionRow[]> {
  return db
    .select({
      sectionId: guidelinesSections.sectionId,
      title: guidelinesSections.title,
      content: guidelinesSections.content,
    })
    .from(guidelinesSections)
    .where(eq(guidelinesSections.guidelinesDocumentId, guidelinesDocumentId))
    .orderBy(asc(guidelinesSections.position));
}

/** The agents (not deleted) naming each of the documents, by name. */
export async function agentsNamingGuidelines(
  db: Database,
  guidelinesDocumentIds: readonly string[],
): Promise<Map<string, { gptSystemId: string; name: string }[]>> {
  const byDocument = new Map<string, { gptSystemId: string; name: string }[]>();
  if (guidelinesDocumentIds.length === 0) return byDocument;
  const rows = await db
    .select({
      guidelinesDocumentId: gptSystems.guidelinesDocumentId,
      gptSystemId: gptSystems.gptSystemId,
      name: sql<string>`coalesce(${gptSystems.name}, '')`,
    })
    .from(gptSystems)
    .where(
      and(
        inArray(gptSystems.guidelinesDocumentId, [...guidelinesDocumentIds]),
        isNull(gptSystems.deletedAt),
      ),
    )
    .orderBy(asc(gptSystems.name), asc(gptSystems.gptSystemId));
  for (const { guidelinesDocumentId, ...agent } of rows) {
    if (!guidelinesDocumentId) continue;
    byDocument.set(guidelinesDocumentId, [...(byDocument.get(guidelinesDocumentId) ?? []), agent]);
  }
  return byDocument;
}

/**
 * The drafts (agent editors' config states) whose configuration names the document, with the
 * agent's name as typed there and the agent they edit (null before it exists).
 */
export async function draftsNamingGuidelines(db: Database, guidelinesDocumentId: string) {
  return db
    .select({
      gptSystemId: agentConfigStates.gptSystemId,
      name: sql<string>`coalesce(${agentConfigStates.configuration} ->> 'gptSystemName', '')`,
    })
    .from(agentConfigStates)
    .where(
      sql`${agentConfigStates.configuration} ->> 'guidelinesDocumentId' = ${guidelinesDocumentId}`,
    )
    .orderBy(asc(agentConfigStates.createdAt));
}

export async function insertGuidelinesDocument(
  tx: Database,
  input: GuidelinesDocumentInput,
): Promise<GuidelinesDocumentRow> {
  return onlyRow(
    await tx
      .insert(guidelinesDocuments)
      .values({ title: input.title, requireConsent: input.requireConsent })
      .returning(),
    'the new guidelines document',
  );
}

/** Appends sections after the document's last one, in the order given. */
export async function appendGuidelinesSections(
  tx: Database,
  guidelinesDocumentId: string,
  sections: readonly GuidelinesSectionInput[],
): Promise<GuidelinesSectionRow[]> {
  if (sections.length === 0) return [];
  const [last] = await tx
    .select({ position: sql<number | null>`max(${guidelinesSections.position})` })
    .from(guidelinesSections)
    .where(eq(guidelinesSections.guidelinesDocumentId, guidelinesDocumentId));
  const next = (last?.position ?? -1) + 1;
  return tx
    .insert(guidelinesSections)
    .values(
      sections.map((section, index) => ({
        guidelinesDocumentId,
        position: next + index,
        title: section.title,
        content: section.content,
      })),
    )
    .returning({
      sectionId: guidelinesSections.sectionId,
      title: guidelinesSections.title,
      content: guidelinesSections.content,
    });
}

export async function countGuidelinesSections(
  db: Database,
  guidelinesDocumentId: string,
): Promise<number> {
  const [row] = await db
    .select({ sections: count() })
    .from(guidelinesSections)
    .where(eq(guidelinesSections.guidelinesDocumentId, guidelinesDocumentId));
  return Number(row?.sections ?? 0);
}

/**
 * Stores a change of the document's own fields, or only marks one of its sections' (`fields`
 * empty), and raises its version by one: run it in the change's transaction.
 */
export async function raiseGuidelinesVersion(
  tx: Database,
  guidelinesDocumentId: string,
  fields: Partial<GuidelinesDocumentInput> = {},
): Promise<GuidelinesDocumentRow> {
  return onlyRow(
    await tx
      .update(guidelinesDocuments)
      .set({
        ...fields,
        version: sql`${guidelinesDocuments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId))
      .returning(),
    'the changed guidelines document',
  );
}

const ofDocument = (guidelinesDocumentId: string, sectionId: string) =>
  and(
    eq(guidelinesSections.guidelinesDocumentId, guidelinesDocumentId),
    eq(guidelinesSections.sectionId, sectionId),
  );

export async function findGuidelinesSection(
  db: Database,
  guidelinesDocumentId: string,
  sectionId: string,
): Promise<GuidelinesSectionRow | undefined> {
  if (!isUuid(sectionId)) return undefined;
  const [section] = await db
    .select({
      sectionId: guidelinesSections.sectionId,
      title: guidelinesSections.title,
      content: guidelinesSections.content,
    })
    .from(guidelinesSections)
    .where(ofDocument(guidelinesDocumentId, sectionId));
  return section;
}

export async function updateGuidelinesSection(
  tx: Database,
  guidelinesDocumentId: string,
  sectionId: string,
  input: GuidelinesSectionInput,
): Promise<void> {
  await tx
    .update(guidelinesSections)
    .set({ title: input.title, content: input.content })
    .where(ofDocument(guidelinesDocumentId, sectionId));
}

export async function deleteGuidelinesSection(
  tx: Database,
  guidelinesDocumentId: string,
  sectionId: string,
): Promise<void> {
  await tx.delete(guidelinesSections).where(ofDocument(guidelinesDocumentId, sectionId));
}

/** Puts the sections in the order of `sectionIds`, which names each of them once. */
export async function orderGuidelinesSections(
  tx: Database,
  guidelinesDocumentId: string,
  sectionIds: readonly string[],
): Promise<void> {
  for (const [position, sectionId] of sectionIds.entries()) {
    await tx
      .update(guidelinesSections)
      .set({ position })
      .where(ofDocument(guidelinesDocumentId, sectionId));
  }
}

/** Deletes the document; its sections and consents go with it (foreign keys cascade). */
export async function deleteGuidelinesDocument(
  tx: Database,
  guidelinesDocumentId: string,
): Promise<void> {
  await tx
    .delete(guidelinesDocuments)
    .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId));
}

/** The user's consent to this version of the document, if they gave it. */
export async function findUserConsent(
  db: Database,
  userId: string,
  guidelinesDocumentId: string,
  version: number,
) {
  const [consent] = await db
    .select()
    .from(guidelinesConsents)
    .where(
      and(
        eq(guidelinesConsents.userId, userId),
        eq(guidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
        eq(guidelinesConsents.version, version),
      ),
    );
  return consent;
}

/** Whether the user accepted a version of the document older than `version`. */
export async function hasEarlierUserConsent(
  db: Database,
  userId: string,
  guidelinesDocumentId: string,
  version: number,
): Promise<boolean> {
  const [consent] = await db
    .select({ version: guidelinesConsents.version })
    .from(guidelinesConsents)
    .where(
      and(
        eq(guidelinesConsents.userId, userId),
        eq(guidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
        lt(guidelinesConsents.version, version),
      ),
    )
    .limit(1);
  return consent !== undefined;
}

/**
 * Records the user's consent to this version once (chat-spec section 5): a second consent to the
 * same version keeps the first.
 */
export async function recordUserConsent(
  db: Database,
  userId: string,
  guidelinesDocumentId: string,
  version: number,
) {
  await db
    .insert(guidelinesConsents)
    .values({ userId, guidelinesDocumentId, version })
    .onConflictDoNothing();
  const consent = await findUserConsent(db, userId, guidelinesDocumentId, version);
  if (!consent) throw new Error('Expected the consent just recorded, got no row.');
  return consent;
}

/** The user's consents to the documents' current versions, newest first. */
export async function listUserConsents(db: Database, userId: string) {
  return db
    .select({
      guidelinesDocumentId: guidelinesConsents.guidelinesDocumentId,
      version: guidelinesConsents.version,
      consentedAt: guidelinesConsents.consentedAt,
    })
    .from(guidelinesConsents)
    .innerJoin(
      guidelinesDocuments,
      and(
        eq(guidelinesDocuments.guidelinesDocumentId, guidelinesConsents.guidelinesDocumentId),
        eq(guidelinesDocuments.version, guidelinesConsents.version),
      ),
    )
    .where(eq(guidelinesConsents.userId, userId))
    .orderBy(desc(guidelinesConsents.consentedAt));
}
