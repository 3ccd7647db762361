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
import { gptSystems } from './agents';
import { segments } from './conversations';
import { directoryGroups, roles, users } from './identity';
import { brands } from './instance';

/* Usage records, the audit log and chat access policies. */

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
