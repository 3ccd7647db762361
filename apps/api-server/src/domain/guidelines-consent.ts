import type { Database } from '../db/database';
import { findGuidelinesDocument, findUserConsent } from '../db/queries/guidelines';
import { hasPublicConsent } from '../db/queries/public-chat';
import { forbidden } from '../http/http-error';

/** Who consents: a signed-in user, or an anonymous visitor's public-chat session. */
export type ConsentGiver = { userId: string } | { publicSessionIdentifier: string };

/** Whether the document asks for consent before chatting; a document that is gone asks nothing. */
async function requiresConsent(db: Database, guidelinesDocumentId: string): Promise<boolean> {
  const document = await findGuidelinesDocument(db, guidelinesDocumentId);
  return document?.requireConsent ?? false;
}

async function hasConsented(
  db: Database,
  giver: ConsentGiver,
  guidelinesDocumentId: string,
): Promise<boolean> {
  if ('publicSessionIdentifier' in giver) {
    return hasPublicConsent(db, giver.publicSessionIdentifier, guidelinesDocumentId);
  }
  return (await findUserConsent(db, giver.userId, guidelinesDocumentId)) !== undefined;
}

/**
 * The guidelines consent gate (chat-spec section 5: input is blocked "when a guidelines document
 * requires consent and no consent is recorded"): 403 until the asker consented, only when the
 * agent's document has `requireConsent`. A document shown for information lets everyone ask.
 */
export async function requireGuidelinesConsent(
  db: Database,
  agent: { guidelinesDocumentId: string | null },
  giver: ConsentGiver,
): Promise<void> {
  const { guidelinesDocumentId } = agent;
  if (!guidelinesDocumentId || !(await requiresConsent(db, guidelinesDocumentId))) return;
  if (await hasConsented(db, giver, guidelinesDocumentId)) return;
  throw forbidden(
    `Consent to the guidelines document "${guidelinesDocumentId}" is required before chatting with this agent.`,
  );
}
