import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { users } from './identity';

/* Guidelines documents and who consented to them. */

export const guidelinesDocuments = pgTable('guidelines_documents', {
  guidelinesDocumentId: uuid('guidelines_document_id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  requireConsent: boolean('require_consent').notNull(),
  createdAt: createdAt(),
});

export const guidelinesSections = pgTable(
  'guidelines_sections',
  {
    sectionId: uuid('section_id').primaryKey().defaultRandom(),
    guidelinesDocumentId: uuid('guidelines_document_id')
      .notNull()
      .references(() => guidelinesDocuments.guidelinesDocumentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (table) => [index('guidelines_sections_document').on(table.guidelinesDocumentId)],
);

export const guidelinesConsents = pgTable(
  'guidelines_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    guidelinesDocumentId: uuid('guidelines_document_id')
      .notNull()
      .references(() => guidelinesDocuments.guidelinesDocumentId, { onDelete: 'cascade' }),
    consentedAt: moment('consented_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.guidelinesDocumentId] })],
);
