import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { gptSystems } from './agents';
import { guidelinesDocuments } from './guidelines';

/* Anonymous visitors of public endpoints. */

/** An anonymous visitor's session on one public endpoint; the identifier is its only secret. */
export const publicSessions = pgTable(
  'public_sessions',
  {
    sessionIdentifier: text('session_identifier').primaryKey(),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('public_sessions_agent').on(table.gptSystemId)],
);

/**
 * Guidelines consents of anonymous sessions, one per version accepted (users' consents are in
 * `guidelines_consents`).
 */
export const publicGuidelinesConsents = pgTable(
  'public_guidelines_consents',
  {
    sessionIdentifier: text('session_identifier')
      .notNull()
      .references(() => publicSessions.sessionIdentifier, { onDelete: 'cascade' }),
    guidelinesDocumentId: uuid('guidelines_document_id')
      .notNull()
      .references(() => guidelinesDocuments.guidelinesDocumentId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    consentedAt: moment('consented_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.sessionIdentifier, table.guidelinesDocumentId, table.version],
    }),
  ],
);
