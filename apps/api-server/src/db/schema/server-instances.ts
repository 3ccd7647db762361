import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/**
 * The server processes sharing the database, each holding a lease it renews while it runs
 * (`db/queries/server-instances.ts`). An answer in flight names the instance streaming it, so a
 * starting instance interrupts only the answers of instances whose lease has run out, not those of
 * its living neighbours.
 */
export const serverInstances = pgTable('server_instances', {
  instanceId: uuid('instance_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: moment('started_at').notNull().defaultNow(),
  leaseExpiresAt: moment('lease_expires_at').notNull(),
});

/**
 * Keys every instance sharing the database must hold alike (the product tokens' signing key), each
 * sealed with the secrets key (`auth/secret-box.ts`), which every instance is therefore given
 * alike (`PARLEY_SECRETS_KEY`). The first instance to start creates a key; the others read it.
 */
export const sharedKeys = pgTable('shared_keys', {
  name: text('name').primaryKey(),
  sealed: text('sealed').notNull(),
  createdAt: createdAt(),
});
