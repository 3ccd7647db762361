import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../database';
import {
  gptSystems,
  guidelinesDocuments,
  publicGuidelinesConsents,
  publicSessions,
} from '../schema';
import type { AgentRow } from './gpt-systems';
import { onlyRow } from './rows';

/**
 * Anonymous visitors reach an agent only through its public endpoint while that endpoint is
 * switched on, the agent is published and no moderator has banned it.
 */
const reachable = and(
  eq(gptSystems.publicEndpointEnabled, true),
  eq(gptSystems.publishingState, 'Published'),
  ne(gptSystems.moderationStatus, 'Banned'),
  isNull(gptSystems.deletedAt),
);

/** The agent behind an available public endpoint; undefined when unknown or switched off. */
export async function findPublicEndpointAgent(
  db: Database,
  gptPublicEndpoint: string,
): Promise<AgentRow | undefined> {
  const [row] = await db
    .select()
    .from(gptSystems)
    .where(and(eq(gptSystems.publicEndpoint, gptPublicEndpoint), reachable));
  return row;
}

/** The allowed origins of a public endpoint; undefined for an unknown or unavailable one. */
export async function findAllowedOrigins(
  db: Database,
  gptPublicEndpoint: string,
): Promise<string[] | undefined> {
  const [row] = await db
    .select({ publicAllowedOrigins: gptSystems.publicAllowedOrigins })
    .from(gptSystems)
    .where(and(eq(gptSystems.publicEndpoint, gptPublicEndpoint), reachable));
  return row?.publicAllowedOrigins;
}

export async function insertPublicSession(
  db: Database,
  session: { sessionIdentifier: string; gptSystemId: string },
) {
  return onlyRow(
    await db.insert(publicSessions).values(session).returning(),
    'the new public session',
  );
}

export interface PublicSession {
  sessionIdentifier: string;
  agent: AgentRow & { publicEndpoint: string };
}

/** A session with its agent, while the agent's endpoint is still available. */
export async function findPublicSession(
  db: Database,
  sessionIdentifier: string,
): Promise<PublicSession | undefined> {
  const [row] = await db
    .select({ sessionIdentifier: publicSessions.sessionIdentifier, agent: gptSystems })
    .from(publicSessions)
    .innerJoin(gptSystems, eq(gptSystems.gptSystemId, publicSessions.gptSystemId))
    .where(and(eq(publicSessions.sessionIdentifier, sessionIdentifier), reachable));
  const publicEndpoint = row?.agent.publicEndpoint;
  if (!row || !publicEndpoint) return undefined;
  return { sessionIdentifier: row.sessionIdentifier, agent: { ...row.agent, publicEndpoint } };
}

/** The session's consent to this version of the document, if it gave one. */
export async function findPublicConsent(
  db: Database,
  sessionIdentifier: string,
  guidelinesDocumentId: string,
  version: number,
) {
  const [row] = await db
    .select()
    .from(publicGuidelinesConsents)
    .where(
      and(
        eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier),
        eq(publicGuidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
        eq(publicGuidelinesConsents.version, version),
      ),
    );
  return row;
}

/** Whether the session accepted a version of the document older than `version`. */
export async function hasEarlierPublicConsent(
  db: Database,
  sessionIdentifier: string,
  guidelinesDocumentId: string,
  version: number,
): Promise<boolean> {
  const [row] = await db
    .select({ version: publicGuidelinesConsents.version })
    .from(publicGuidelinesConsents)
    .where(
      and(
        eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier),
        eq(publicGuidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
        lt(publicGuidelinesConsents.version, version),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records the consent to this version once (chat-spec section 5); a second call answers the
 * first record.
 */
export async function recordPublicConsent(
  db: Database,
  sessionIdentifier: string,
  guidelinesDocumentId: string,
  version: number,
) {
  await db
    .insert(publicGuidelinesConsents)
    .values({ sessionIdentifier, guidelinesDocumentId, version })
    .onConflictDoNothing();
  const consent = await findPublicConsent(db, sessionIdentifier, guidelinesDocumentId, version);
  if (!consent) throw new Error('Expected the public consent just recorded, got no row.');
  return consent;
}

/** The session's consents to the documents' current versions, newest first. */
export function listPublicConsents(db: Database, sessionIdentifier: string) {
  return db
    .select({
      guidelinesDocumentId: publicGuidelinesConsents.guidelinesDocumentId,
      version: publicGuidelinesConsents.version,
      consentedAt: publicGuidelinesConsents.consentedAt,
    })
    .from(publicGuidelinesConsents)
    .innerJoin(
      guidelinesDocuments,
      and(
        eq(guidelinesDocuments.guidelinesDocumentId, publicGuidelinesConsents.guidelinesDocumentId),
        eq(guidelinesDocuments.version, publicGuidelinesConsents.version),
      ),
    )
    .where(eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier))
    .orderBy(desc(publicGuidelinesConsents.consentedAt));
}
