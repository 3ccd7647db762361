import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Millisecond timestamps: JavaScript dates carry milliseconds, so a row's `createdAt` round-trips
 * exactly and keyset paging on it never skips or repeats a row.
 */
export const moment = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const createdAt = () => moment('created_at').notNull().defaultNow();
