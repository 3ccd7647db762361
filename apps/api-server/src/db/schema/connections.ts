import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { roles } from './identity';

/* Connections to external providers (admin-spec sections 2 and 3). */

/** A secret setting as stored: sealed by the instance's secret box, and all that is ever shown. */
export interface SealedSetting {
  cipherText: string;
  lastCharacters: string;
}

/**
 * A connection: its provider and that provider's settings. `configuration` holds the settings
 * that are not secret; each secret (`writeOnly` in the provider's schema) is sealed in `secrets`
 * by name, so no query of the configuration ever reads one. `last_run_*` record what the
 * provider's action (synchronize models, crawl) last did.
 */
export const connections = pgTable(
  'connections',
  {
    connectionId: uuid('connection_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    providerType: text('provider_type').notNull(),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    secrets: jsonb('secrets')
      .$type<Record<string, SealedSetting>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** `connectionActions` of the contract. */
    lastRunAction: text('last_run_action'),
    /** `connectionRunStatuses` of the contract. */
    lastRunStatus: text('last_run_status'),
    lastRunStartedAt: moment('last_run_started_at'),
    lastRunFinishedAt: moment('last_run_finished_at'),
    lastRunSummary: text('last_run_summary'),
    lastRunProblems: jsonb('last_run_problems').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('connections_name').on(sql`lower(${table.name})`)],
);

/** A connection's admin roles: holders of the Specific actions manage it when they hold one. */
export const connectionUserRoles = pgTable(
  'connection_user_roles',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.connectionId, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.roleId] })],
);
