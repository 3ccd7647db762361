import { guidelinesConsentMessages } from '@parley/api-contract';
import type { Database } from '../db/database';
import {
  findGuidelinesDocument,
  findUserConsent,
  hasEarlierUserConsent,
} from '../db/queries/guidelines';
import { findPublicConsent, hasEarlierPublicConsent } from '../db/queries/public-chat';
import { forbidden, HttpError } from '../http/http-error';

/** Who consents: a signed-in user, or an anonymous visitor's public-chat session. */
export type ConsentGiver = { userId: string } | { publicSessionIdentifier: string };

/** Whether the giver accepted this version of the document. */
async function hasConsented(
  db: Database,
  giver: ConsentGiver,
  guidelinesDocumentId: string,
  version: number,
): Promise<boolean> {
  const consent =
    'publicSessionIdentifier' in giver
      ? await findPublicConsent(db, giver.publicSessionIdentifier, guidelinesDocumentId, version)
      : await findUserConsent(db, giver.userId, guidelinesDocumentId, version);
  return consent !== undefined;
}

/** Whether the giver accepted an earlier version: the refusal then says the guidelines changed. */
function hasConsentedBefore(
  db: Database,
  giver: ConsentGiver,
  guidelinesDocumentId: string,
  version: number,
): Promise<boolean> {
  return 'publicSessionIdentifier' in giver
    ? hasEarlierPublicConsent(db, giver.publicSessionIdentifier, guidelinesDocumentId, version)
    : hasEarlierUserConsent(db, giver.userId, guidelinesDocumentId, version);
}

/**
 * The guidelines consent gate (chat-spec section 5: input is blocked "when a guidelines document
 * requires consent and no consent is recorded"): 403 until the asker accepted the document's
 * current version, only when the agent's document has `requireConsent`. A consent to an earlier
 * version does not count: every change raises the version, and users accept what they will be
 * held to. A document shown for information, or one that is gone, lets everyone ask.
 */
export async function requireGuidelinesConsent(
  db: Database,
  agent: { guidelinesDocumentId: string | null },
  giver: ConsentGiver,
): Promise<void> {
  const { guidelinesDocumentId } = agent;
  if (!guidelinesDocumentId) return;
  const document = await findGuidelinesDocument(db, guidelinesDocumentId);
  if (!document?.requireConsent) return;
  const { version } = document;
  if (await hasConsented(db, giver, guidelinesDocumentId, version)) return;
  throw forbidden(
    (await hasConsentedBefore(db, giver, guidelinesDocumentId, version))
      ? guidelinesConsentMessages.changed
      : guidelinesConsentMessages.required,
  );
}

/**
 * The version a consent POST records: the current one. When the client says which version its
 * user read (`{ version }`) and the document has changed since, 409: the user has not read what
 * they would be accepting, so the client reloads the document and asks again.
 */
export function acceptedVersion(document: { version: number }, read: number | undefined): number {
  if (read !== undefined && read !== document.version) {
    throw new HttpError(409, guidelinesConsentMessages.stale);
  }
  return document.version;
}

/** A consent as the contract's `guidelinesConsentSchema` answers it. */
export function consentView(consent: {
  guidelinesDocumentId: string;
  version: number;
  consentedAt: Date;
}) {
  return {
    guidelinesDocumentId: consent.guidelinesDocumentId,
    version: consent.version,
    consentedAt: consent.consentedAt.toISOString(),
  };
}
