import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { guidelinesDocuments } from './guidelines';
import { users } from './identity';
import { brands } from './instance';

/* Agents (GPT systems), their conversation starters and file libraries. */

export const gptSystems = pgTable('gpt_systems', {
  gptSystemId: uuid('gpt_system_id').primaryKey().defaultRandom(),
  name: text('name'),
  description: text('description'),
  /** `System` (built by administrators) or `User` (a personal agent of `ownerUserId`). */
  gptSystemType: text('gpt_system_type').notNull(),
  ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
  moderationStatus: text('moderation_status').notNull().default('None'),
  publishingState: text('publishing_state').notNull().default('Published'),
  publicEndpoint: text('public_endpoint').unique(),
  /** Whether anonymous visitors may chat on `publicEndpoint` (chat-spec section 1). */
  publicEndpointEnabled: boolean('public_endpoint_enabled').notNull().default(false),
  /** Origins (`https://host:port`) allowed to frame the public chat, besides the server's own. */
  publicAllowedOrigins: text('public_allowed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The brand the public chat shows; null: the instance's default brand. */
  publicBrandKey: text('public_brand_key').references(() => brands.brandKey, {
    onDelete: 'set null',
  }),
  /** Questions per minute the public endpoint accepts from one session, one address, and in all. */
  publicQuestionsPerMinutePerSession: integer('public_questions_per_minute_per_session')
    .notNull()
    .default(20),
  publicQuestionsPerMinutePerAddress: integer('public_questions_per_minute_per_address')
    .notNull()
    .default(60),
  publicQuestionsPerMinutePerEndpoint: integer('public_questions_per_minute_per_endpoint')
    .notNull()
    .default(600),
  introduction: text('introduction').notNull(),
  systemPrompt: text('system_prompt').notNull(),
  deploymentName: text('deployment_name').notNull(),
  temperature: doublePrecision('temperature'),
  topP: doublePrecision('top_p'),
  maxTokens: integer('max_tokens'),
  frequencyPenalty: doublePrecision('frequency_penalty'),
  capabilityTypes: text('capability_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  visionFileUpload: boolean('vision_file_upload').notNull().default(false),
  guidelinesDocumentId: uuid('guidelines_document_id').references(
    () => guidelinesDocuments.guidelinesDocumentId,
    { onDelete: 'set null' },
  ),
  avatarVersion: integer('avatar_version'),
  createdAt: createdAt(),
});

export const gptSystemPrompts = pgTable(
  'gpt_system_prompts',
  {
    promptId: uuid('prompt_id').primaryKey().defaultRandom(),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('gpt_system_prompts_agent').on(table.gptSystemId)],
);

/** The documents of an agent's file library, searched with PostgreSQL full-text search. */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    documentId: uuid('document_id').primaryKey().defaultRandom(),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    path: text('path').notNull(),
    mimeType: text('mime_type').notNull(),
    text: text('text').notNull(),
  },
  (table) => [
    uniqueIndex('library_documents_agent_path').on(table.gptSystemId, table.path),
    index('library_documents_search').using(
      'gin',
      sql`to_tsvector('english', ${table.title} || ' ' || ${table.text})`,
    ),
  ],
);
