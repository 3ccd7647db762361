import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { users } from './identity';

/* Guidelines documents, their templates, and who consented to which version. */

export const guidelinesDocuments = pgTable('guidelines_documents', {
  guidelinesDocumentId: uuid('guidelines_document_id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  requireConsent: boolean('require_consent').notNull(),
  /**
   * Raised by one with every change to the title, `requireConsent` or the sections, in the
   * change's transaction: a consent counts only for the version it accepted.
   */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
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

/** A user's consent to one version of a document: recorded once per version. */
export const guidelinesConsents = pgTable(
  'guidelines_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    guidelinesDocumentId: uuid('guidelines_document_id')
      .notNull()
      .references(() => guidelinesDocuments.guidelinesDocumentId, { onDelete: 'cascade' }),
    /** The document's version accepted (consents before versions existed accepted version 1). */
    version: integer('version').notNull(),
    consentedAt: moment('consented_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.guidelinesDocumentId, table.version] })],
);

/** A template's section: what a document made from the template starts with. */
export interface GuidelinesTemplateSection {
  title: string;
  content: string;
}

/** A starting point for new documents: copied once, never linked to the documents made from it. */
export const guidelinesTemplates = pgTable('guidelines_templates', {
  guidelinesTemplateId: uuid('guidelines_template_id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sections: jsonb('sections').$type<GuidelinesTemplateSection[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
