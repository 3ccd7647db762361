import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { guidelinesDocuments } from './guidelines';
import { users } from './identity';
import { brands } from './instance';

/* Agents (GPT systems), their conversation starters, drafts and published versions. */

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
  /** The uploaded avatar's `?v=` version; negated once removed (`domain/agent-avatar.ts`). */
  avatarVersion: integer('avatar_version'),
  /** The model family the deployment runs (chat-spec section 3, languageEngine). */
  languageEngine: text('language_engine').notNull().default(''),
  /** The libraries FileSearch searches (`data_sources`), as the published configuration names them. */
  dataSourceIds: uuid('data_source_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** Answer only from what tools (file search) returned (chat-spec section 3). */
  restrictAnswerToTools: boolean('restrict_answer_to_tools').notNull().default(false),
  /** The published version chat answers with; null for agents seeded before versions existed. */
  publishedVersion: integer('published_version'),
  /**
   * Set when an administrator or the owner deletes the agent: it answers no one and is offered
   * nowhere, but its conversations, versions and audit entries stay readable (admin-spec: Deleted).
   */
  deletedAt: moment('deleted_at'),
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

/**
 * A config state: one user's working copy of an agent's configuration (the agent editor's draft,
 * chat-spec and admin-spec section 3). `gptSystemId` is null until `createGptSystem` makes the
 * agent; a user has at most one draft per agent. Only its owner reads or changes it.
 */
export const agentConfigStates = pgTable(
  'agent_config_states',
  {
    configStateId: uuid('config_state_id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    gptSystemId: uuid('gpt_system_id').references(() => gptSystems.gptSystemId, {
      onDelete: 'cascade',
    }),
    gptSystemType: text('gpt_system_type').notNull(),
    hipaaCompliant: boolean('hipaa_compliant').notNull().default(false),
    /** The editor's fields and the conversation starters (`StoredConfiguration`). */
    configuration: jsonb('configuration').notNull(),
    /** The icon uploaded to the draft (`{configStateId}_identicon.svg`), versioned as the agent's. */
    avatarVersion: integer('avatar_version'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_config_states_owner_agent')
      .on(table.ownerUserId, table.gptSystemId)
      .where(sql`${table.gptSystemId} is not null`),
    index('agent_config_states_owner_new')
      .on(table.ownerUserId, table.gptSystemType, table.createdAt)
      .where(sql`${table.gptSystemId} is null`),
  ],
);

/** The immutable published versions of an agent; chat answers with the newest. */
export const agentVersions = pgTable(
  'agent_versions',
  {
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The configuration as published (`StoredConfiguration`). */
    configuration: jsonb('configuration').notNull(),
    publishedByUserId: uuid('published_by_user_id').references(() => users.userId, {
      onDelete: 'set null',
    }),
    publishedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gptSystemId, table.version] })],
);
