import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { gptSystems } from './agents';
import { segments } from './conversations';
import { directoryGroups, roles, users } from './identity';
import { brands } from './instance';

/* Usage records, the audit log and chat access policies. */

/**
 * One row per answered segment, for usage analytics and budgets (issue 18): who asked on which
 * brand, the agent, deployment and model, the provider's token counts (estimated, and marked so,
 * when the provider reported none), the latency, whether the conversation was public and whether
 * the instance was in HIPAA mode. The daily rollups below are written in the same transaction.
 */
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
    /** The provider reported no token counts: the counts are estimated from the text. */
    tokensEstimated: boolean('tokens_estimated').notNull().default(false),
    /** When the answer was stored; `hour` is this moment on the hour (UTC). */
    answeredAt: moment('answered_at').notNull().defaultNow(),
    hour: moment('hour').notNull(),
    /** From the question's arrival to the first text of the answer (none when it had no text). */
    firstTokenMs: integer('first_token_ms'),
    /** From the question's arrival to the stored answer. */
    totalMs: integer('total_ms'),
    /** An anonymous visitor's conversation on an agent's public chat. */
    isPublic: boolean('is_public').notNull().default(false),
    /** The instance's HIPAA mode when the answer was stored. */
    hipaaMode: boolean('hipaa_mode').notNull().default(false),
  },
  (table) => [
    index('usage_records_hour').on(table.hour),
    index('usage_records_answered').on(table.answeredAt, table.usageRecordId),
    index('usage_records_agent_answered').on(
      table.gptSystemId,
      table.answeredAt,
      table.usageRecordId,
    ),
  ],
);

const rollupMeasures = () => ({
  answers: integer('answers').notNull(),
  inputTokens: bigint('input_tokens', { mode: 'number' }).notNull(),
  outputTokens: bigint('output_tokens', { mode: 'number' }).notNull(),
  /** Sum and count of `first_token_ms` (answers without text have none). */
  firstTokenMsSum: bigint('first_token_ms_sum', { mode: 'number' }).notNull(),
  firstTokenCount: integer('first_token_count').notNull(),
  totalMsSum: bigint('total_ms_sum', { mode: 'number' }).notNull(),
  totalMsCount: integer('total_ms_count').notNull(),
  /** Answers whose tokens were estimated (`usage_records.tokens_estimated`). */
  estimatedTokenAnswers: integer('estimated_token_answers').notNull(),
});

/**
 * Usage per hour and dimension (issue 18): what the reports over the last 24 hours read. Kept by
 * `usageWrites` in the statement that stores the answer, like the daily rollup.
 */
export const usageHourly = pgTable(
  'usage_hourly',
  {
    hour: moment('hour').notNull(),
    brandKey: text('brand_key').notNull(),
    gptSystemId: uuid('gpt_system_id'),
    deploymentName: text('deployment_name').notNull(),
    model: text('model').notNull(),
    isPublic: boolean('is_public').notNull(),
    hipaaMode: boolean('hipaa_mode').notNull(),
    ...rollupMeasures(),
  },
  (table) => [
    unique('usage_hourly_key')
      .on(
        table.gptSystemId,
        table.hour,
        table.brandKey,
        table.deploymentName,
        table.model,
        table.isPublic,
        table.hipaaMode,
      )
      .nullsNotDistinct(),
    index('usage_hourly_hour').on(table.hour),
  ],
);

/**
 * Usage per UTC day and dimension (issue 18): what the dashboard's reports over whole days read,
 * so a 90-day report sums a few thousand rows instead of a million. Kept by `usageWrites` in the
 * statement that stores the answer; the migration built it from the records before it.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: moment('day').notNull(),
    brandKey: text('brand_key').notNull(),
    gptSystemId: uuid('gpt_system_id'),
    deploymentName: text('deployment_name').notNull(),
    model: text('model').notNull(),
    isPublic: boolean('is_public').notNull(),
    hipaaMode: boolean('hipaa_mode').notNull(),
    ...rollupMeasures(),
  },
  (table) => [
    unique('usage_daily_key')
      .on(
        table.gptSystemId,
        table.day,
        table.brandKey,
        table.deploymentName,
        table.model,
        table.isPublic,
        table.hipaaMode,
      )
      .nullsNotDistinct(),
    index('usage_daily_day').on(table.day),
  ],
);

/**
 * Each signed-in user's running totals, over all agents (`scope` '*') and per agent (the agent's
 * id, or 'draft'): a row per hour the user asked in, holding everything they asked up to the end
 * of that hour. A period that ends now and starts on an hour sums to the user's last row minus
 * their last row before it, two index reads per user active in the period however many answers
 * or agents lie in it (the users report).
 */
export const usageUserTotals = pgTable(
  'usage_user_totals',
  {
    scope: text('scope').notNull(),
    userId: uuid('user_id').notNull(),
    hour: moment('hour').notNull(),
    answers: bigint('answers', { mode: 'number' }).notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull(),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.userId, table.hour] })],
);

/**
 * The hour each signed-in user last asked in, over all agents (`scope` '*') and per agent (the
 * agent's id, or 'draft'): every reporting period ends now and starts on an hour, so the users
 * active in one are those whose last hour is in it, counted from a row per user instead of
 * distinct users over the period's records.
 */
export const usageUserActivity = pgTable(
  'usage_user_activity',
  {
    scope: text('scope').notNull(),
    userId: uuid('user_id').notNull(),
    lastHour: moment('last_hour').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.userId] }),
    index('usage_user_activity_last_hour').on(table.scope, table.lastHour),
  ],
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
