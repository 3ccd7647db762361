import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { guidelinesConsents, guidelinesDocuments, guidelinesSections } from '../schema';
import { isUuid } from './ids';

export type GuidelinesDocumentRow = typeof guidelinesDocuments.$inferSelect;

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

/** A document's sections in their order. */
export async function listGuidelinesSections(db: Database, guidelinesDocumentId: string) {
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

/** The user's consent to the document, if they gave it. */
export async function findUserConsent(db: Database, userId: string, guidelinesDocumentId: string) {
  const [consent] = await db
    .select()
    .from(guidelinesConsents)
    .where(
      and(
        eq(guidelinesConsents.userId, userId),
        eq(guidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
      ),
    );
  return consent;
}

/** Records the user's consent once (chat-spec section 5): a second consent keeps the first. */
export async function recordUserConsent(
  db: Database,
  userId: string,
  guidelinesDocumentId: string,
) {
  await db
    .insert(guidelinesConsents)
    .values({ userId, guidelinesDocumentId })
    .onConflictDoNothing();
  const consent = await findUserConsent(db, userId, guidelinesDocumentId);
  if (!consent) throw new Error('Expected the consent just recorded, got no row.');
  return consent;
}

/** The user's consents, newest first. */
export async function listUserConsents(db: Database, userId: string) {
  return db
    .select()
    .from(guidelinesConsents)
    .where(eq(guidelinesConsents.userId, userId))
    .orderBy(desc(guidelinesConsents.consentedAt));
}
