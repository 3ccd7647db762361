import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { agentConfigStates, gptSystems } from './agents';
import { users } from './identity';
import { publicSessions } from './public-chat';

/* Conversations, their segments and what hangs off an answer; pins and user prompts. */

export const conversations = pgTable(
  'conversations',
  {
    conversationId: uuid('conversation_id').primaryKey().defaultRandom(),
    /** A user's conversation has an owner; an anonymous visitor's has a public session instead. */
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    publicSessionIdentifier: text('public_session_identifier').references(
      () => publicSessions.sessionIdentifier,
      { onDelete: 'cascade' },
    ),
    /** The agent answering; null only in a test chat on the draft of an agent not yet created. */
    gptSystemId: uuid('gpt_system_id').references(() => gptSystems.gptSystemId),
    /**
     * Set on the agent editor's test conversations, which answer with this config state (the
     * unpublished draft): they belong to the editor, never to the user's conversation lists.
     */
    configStateId: uuid('config_state_id').references(() => agentConfigStates.configStateId, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    sessionIdentifier: text('session_identifier').notNull(),
    brandKey: text('brand_key').notNull(),
    archived: boolean('archived').notNull().default(false),
    deletedAt: moment('deleted_at'),
    moderationStatus: text('moderation_status').notNull().default('None'),
    /** The leaf of the branch the user looks at; its ancestors form the segment path. */
    selectedLeafSegmentId: uuid('selected_leaf_segment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    // Ascending on purpose: scanned backwards it serves "created_at desc, id desc" (the list
    // order, nulls first); drizzle's desc() would add NULLS LAST, which that order cannot use.
    index('conversations_owner_created').on(
      table.ownerUserId,
      table.createdAt,
      table.conversationId,
    ),
    index('conversations_title_search').using('gin', sql`to_tsvector('simple', ${table.title})`),
    index('conversations_public_session').on(table.publicSessionIdentifier),
    index('conversations_config_state').on(table.configStateId),
    check(
      'conversations_agent_or_draft',
      sql`${table.gptSystemId} is not null or ${table.configStateId} is not null`,
    ),
    check(
      'conversations_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.publicSessionIdentifier} is null)`,
    ),
  ],
);

export const segments = pgTable(
  'segments',
  {
    segmentId: uuid('segment_id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.conversationId, { onDelete: 'cascade' }),
    /** The segment this one follows; siblings (same parent) are branches. */
    parentSegmentId: uuid('parent_segment_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    status: text('status').notNull(),
    codeInterpreterOutput: text('code_interpreter_output').notNull().default(''),
    citations: jsonb('citations')
      .$type<{ title: string; path: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorMessage: text('error_message'),
    answeredWithGptSystemId: uuid('answered_with_gpt_system_id').references(
      () => gptSystems.gptSystemId,
    ),
    deploymentName: text('deployment_name').notNull(),
    engine: text('engine'),
    /**
     * The server instance answering while the segment is Pending or Streaming (no foreign key:
     * an instance's row goes when it retires, and the sweep reads a missing row as gone).
     */
    answeringInstanceId: uuid('answering_instance_id'),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
  },
  (table) => [
    index('segments_conversation').on(table.conversationId, table.createdAt),
    index('segments_status_in_flight')
      .on(table.status)
      .where(sql`${table.status} in ('Pending', 'Streaming')`),
    index('segments_content_search').using(
      'gin',
      sql`to_tsvector('simple', ${table.question} || ' ' || ${table.answer})`,
    ),
  ],
);

/** Images a model generated; served by capability key (an `<img>` sends no bearer header). */
export const generatedImages = pgTable(
  'generated_images',
  {
    imageId: uuid('image_id').primaryKey().defaultRandom(),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    accessKey: text('access_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    title: text('title').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('generated_images_segment').on(table.segmentId)],
);

export const segmentFeedback = pgTable('segment_feedback', {
  segmentId: uuid('segment_id')
    .primaryKey()
    .references(() => segments.segmentId, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  rating: text('rating').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
});

export const traceLogs = pgTable(
  'trace_logs',
  {
    traceLogId: uuid('trace_log_id').primaryKey().defaultRandom(),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    /** Order within the segment: several entries often share one millisecond. */
    position: integer('position').notNull(),
    timestamp: moment('timestamp').notNull().defaultNow(),
    level: text('level').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('trace_logs_segment').on(table.segmentId, table.position)],
);

/**
 * Personal agents other users added from a share link (`gptSystemSharedWithMe`): each shows in
 * the recipient's lists while its owner keeps it shared (published).
 */
export const sharedGptSystems = pgTable(
  'shared_gpt_systems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gptSystemId] }),
    index('shared_gpt_systems_agent').on(table.gptSystemId),
  ],
);

export const pinnedGptSystems = pgTable(
  'pinned_gpt_systems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    pinnedAt: moment('pinned_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gptSystemId] })],
);

export const userPrompts = pgTable(
  'user_prompts',
  {
    promptId: uuid('prompt_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('user_prompts_user').on(table.userId, table.createdAt)],
);
