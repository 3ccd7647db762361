import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../database';
import {
  gptSystems,
  guidelinesDocuments,
  publicGuidelinesConsents,
  publicSessions,
} from '../schema';
import type { AgentRow } from './gpt-systems';
import { isUuid } from './ids';
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

export async function hasPublicConsent(
  db: Database,
  sessionIdentifier: string,
  guidelinesDocumentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ consentedAt: publicGuidelinesConsents.consentedAt })
    .from(publicGuidelinesConsents)
    .where(
      and(
        eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier),
        eq(publicGuidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
      ),
    );
  return row !== undefined;
}

/** Records the consent once (chat-spec section 5); a second call answers the first record. */
export async function recordPublicConsent(
  db: Database,
  sessionIdentifier: string,
  guidelinesDocumentId: string,
) {
  if (!isUuid(guidelinesDocumentId)) return undefined;
  const [document] = await db
    .select({ guidelinesDocumentId: guidelinesDocuments.guidelinesDocumentId })
    .from(guidelinesDocuments)
    .where(eq(guidelinesDocuments.guidelinesDocumentId, guidelinesDocumentId));
  if (!document) return undefined;
  await db
    .insert(publicGuidelinesConsents)
    .values({ sessionIdentifier, guidelinesDocumentId })
    .onConflictDoNothing();
  return onlyRow(
    await db
      .select()
      .from(publicGuidelinesConsents)
      .where(
        and(
          eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier),
          eq(publicGuidelinesConsents.guidelinesDocumentId, guidelinesDocumentId),
        ),
      ),
    'the public consent',
  );
}

/** The consents a public session has given, newest first. */
export function listPublicConsents(db: Database, sessionIdentifier: string) {
  return db
    .select()
    .from(publicGuidelinesConsents)
    .where(eq(publicGuidelinesConsents.sessionIdentifier, sessionIdentifier))
    .orderBy(desc(publicGuidelinesConsents.consentedAt));
}
