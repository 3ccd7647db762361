import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Fixed rate-limit windows, one row per counted key (`db/queries/rate-limits.ts`): in the
 * database, so every server instance sharing it counts the same hits.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    resetsAt: moment('resets_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_windows_resets').on(table.resetsAt)],
);
