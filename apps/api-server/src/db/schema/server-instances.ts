import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';

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
