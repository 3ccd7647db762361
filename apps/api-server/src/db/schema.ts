import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Millisecond timestamps: JavaScript dates carry milliseconds, so a row's `createdAt` round-trips
 * exactly and keyset paging on it never skips or repeats a row.
 */
const moment = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();

/** One row: the instance's settings (id is always 1). */
export const instanceSettings = pgTable('instance_settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  organizationName: text('organization_name').notNull(),
  entraClientId: text('entra_client_id').notNull(),
  entraTenantId: text('entra_tenant_id').notNull(),
  entraInstance: text('entra_instance').notNull(),
  oidcAuthority: text('oidc_authority'),
  oidcClientId: text('oidc_client_id'),
  oidcScopes: text('oidc_scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  defaultBrandKey: text('default_brand_key').notNull(),
  allowUserCreatedGptSystems: boolean('allow_user_created_gpt_systems').notNull(),
  allowConnections: boolean('allow_connections').notNull(),
  showFooter: boolean('show_footer').notNull(),
});

export const brands = pgTable('brands', {
  brandKey: text('brand_key').primaryKey(),
  primary: text('primary_color').notNull(),
  secondary: text('secondary_color').notNull(),
  menu: text('menu_color').notNull(),
  menuTextPrimary: text('menu_text_primary_color').notNull(),
  useGradientButtons: boolean('use_gradient_buttons').notNull(),
  logoFileName: text('logo_file_name'),
  navigationLogoFileName: text('navigation_logo_file_name'),
  splashScreenBackgroundFileName: text('splash_screen_background_file_name'),
  useLoginBackgroundImg: boolean('use_login_background_img').notNull(),
  loginBackground: text('login_background').notNull(),
  loginAlignment: text('login_alignment').notNull(),
  avatar: text('avatar'),
  createdAt: createdAt(),
});

/** A brand's files (logos, backgrounds); the bytes live in the blob store under `blobKey`. */
export const brandFiles = pgTable(
  'brand_files',
  {
    brandKey: text('brand_key')
      .notNull()
      .references(() => brands.brandKey, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    blobKey: text('blob_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandKey, table.fileName] })],
);

export const roles = pgTable('roles', {
  roleId: uuid('role_id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  actions: text('actions').array().notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    /** Where the identity comes from (`Seed`, `EntraId`, `Oidc`) and its subject there. */
    identityProvider: text('identity_provider').notNull(),
    subject: text('subject'),
    isBannedFromCreatingAgents: boolean('is_banned_from_creating_agents').notNull().default(false),
    isBannedFromSharingAgents: boolean('is_banned_from_sharing_agents').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: moment('last_sign_in_at'),
  },
  (table) => [uniqueIndex('users_user_name_lower').on(sql`lower(${table.userName})`)],
);

/**
 * Passwords of the embedded identity provider's users (the seeded ones get one at first start).
 * Only a scrypt hash is kept (`domain/passwords.ts` describes its format).
 */
export const localCredentials = pgTable('local_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Identity-provider groups, as the sign-in reported them. */
export const directoryGroups = pgTable('directory_groups', {
  groupId: text('group_id').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description'),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => directoryGroups.groupId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

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

/** Guidelines consents of anonymous sessions (users' consents are in `guidelines_consents`). */
export const publicGuidelinesConsents = pgTable(
  'public_guidelines_consents',
  {
    sessionIdentifier: text('session_identifier')
      .notNull()
      .references(() => publicSessions.sessionIdentifier, { onDelete: 'cascade' }),
    guidelinesDocumentId: uuid('guidelines_document_id')
      .notNull()
      .references(() => guidelinesDocuments.guidelinesDocumentId, { onDelete: 'cascade' }),
    consentedAt: moment('consented_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionIdentifier, table.guidelinesDocumentId] })],
);

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
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId),
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

/** One row per answered segment, for usage analytics (brand, agent, model, tokens, user, hour). */
export const usageRecords = pgTable(
  'usage_records',
  {
    usageRecordId: uuid('usage_record_id').primaryKey().defaultRandom(),
    segmentId: uuid('segment_id')
      .notNull()
      .unique()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.userId, { onDelete: 'set null' }),
    brandKey: text('brand_key').notNull(),
    gptSystemId: uuid('gpt_system_id').references(() => gptSystems.gptSystemId, {
      onDelete: 'set null',
    }),
    /** The public endpoint an anonymous visitor asked through (no user then). */
    publicEndpoint: text('public_endpoint'),
    deploymentName: text('deployment_name').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    hour: moment('hour').notNull(),
  },
  (table) => [index('usage_records_hour').on(table.hour)],
);

/** Every administrative change: who did what to which entity, and the values before and after. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    auditEntryId: uuid('audit_entry_id').primaryKey().defaultRandom(),
    occurredAt: moment('occurred_at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The actor's user name when the change was made: the entry outlives the user. */
    actorUserName: text('actor_user_name').notNull().default(''),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_entries_occurred').on(table.occurredAt, table.auditEntryId),
    index('audit_entries_entity').on(table.entityType, table.entityId),
  ],
);

/**
 * Which agents a set of people may use (issue 14). An agent no policy names is open to every
 * signed-in user; an agent some policy names (or any agent, once an `all_agents` policy exists)
 * only to the roles, groups and users of the policies that name it, on their brand if one is set.
 */
export const chatAccessPolicies = pgTable('chat_access_policies', {
  chatAccessPolicyId: uuid('chat_access_policy_id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  allAgents: boolean('all_agents').notNull().default(false),
  brandKey: text('brand_key').references(() => brands.brandKey, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

const policyId = () =>
  uuid('chat_access_policy_id')
    .notNull()
    .references(() => chatAccessPolicies.chatAccessPolicyId, { onDelete: 'cascade' });

export const chatAccessPolicyAgents = pgTable(
  'chat_access_policy_agents',
  {
    chatAccessPolicyId: policyId(),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.chatAccessPolicyId, table.gptSystemId] }),
    index('chat_access_policy_agents_agent').on(table.gptSystemId),
  ],
);

export const chatAccessPolicyRoles = pgTable(
  'chat_access_policy_roles',
  {
    chatAccessPolicyId: policyId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.chatAccessPolicyId, table.roleId] })],
);

export const chatAccessPolicyGroups = pgTable(
  'chat_access_policy_groups',
  {
    chatAccessPolicyId: policyId(),
    groupId: text('group_id')
      .notNull()
      .references(() => directoryGroups.groupId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.chatAccessPolicyId, table.groupId] })],
);

export const chatAccessPolicyUsers = pgTable(
  'chat_access_policy_users',
  {
    chatAccessPolicyId: policyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.chatAccessPolicyId, table.userId] })],
);

/**
 * An image uploaded for the model to see. Its owner is a signed-in user or (public chat) an
 * anonymous session, exactly one of the two; the original and its thumbnail live in the blob store.
 */
export const visionImages = pgTable(
  'vision_images',
  {
    visionImageId: uuid('vision_image_id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    publicSessionIdentifier: text('public_session_identifier').references(
      () => publicSessions.sessionIdentifier,
      { onDelete: 'cascade' },
    ),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobFileName: text('blob_file_name').notNull(),
    thumbnailBlobFileName: text('thumbnail_blob_file_name').notNull(),
    thumbnailMimeType: text('thumbnail_mime_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('vision_images_owner_user').on(table.ownerUserId),
    index('vision_images_public_session').on(table.publicSessionIdentifier),
    check(
      'vision_images_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.publicSessionIdentifier} is null)`,
    ),
  ],
);

/**
 * A file attached to questions: FileSearch (answered from its text, with citations) or
 * CodeInterpreter. `text` is what answering reads: the file itself, or a PDF's extracted text.
 */
export const attachments = pgTable(
  'attachments',
  {
    attachmentId: uuid('attachment_id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    publicSessionIdentifier: text('public_session_identifier').references(
      () => publicSessions.sessionIdentifier,
      { onDelete: 'cascade' },
    ),
    attachmentType: text('attachment_type').notNull(),
    context: text('context').notNull(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachments_owner_user').on(table.ownerUserId),
    index('attachments_public_session').on(table.publicSessionIdentifier),
    check(
      'attachments_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.publicSessionIdentifier} is null)`,
    ),
  ],
);

/** The vision images a question carried, in the order it listed them. */
export const segmentVisionImages = pgTable(
  'segment_vision_images',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    visionImageId: uuid('vision_image_id')
      .notNull()
      .references(() => visionImages.visionImageId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.visionImageId] })],
);

/** The attachments a question carried, in the order it listed them. */
export const segmentAttachments = pgTable(
  'segment_attachments',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.segmentId, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.attachmentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.attachmentId] })],
);
