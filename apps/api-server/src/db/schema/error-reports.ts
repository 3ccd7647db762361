import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/*
 * Error reports (chat-spec section 8, issue 20): what the apps report when they fail. No personal
 * data beyond the user id: the path is kept without its query string or fragment. Kept 30 days, at
 * most 10,000 rows (the contract's `errorReportLimits`).
 */

export const errorReports = pgTable(
  'error_reports',
  {
    errorReportId: uuid('error_report_id').primaryKey().defaultRandom(),
    /** `chat`, `admin` or `public-chat`. */
    app: text('app').notNull(),
    environment: text('environment').notNull(),
    release: text('release').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    path: text('path').notNull(),
    source: text('source'),
    /** The signed-in reporter (from the token); null for an anonymous visitor. */
    userId: uuid('user_id').references(() => users.userId, { onDelete: 'set null' }),
    brandKey: text('brand_key').notNull(),
    /** Groups repeats: a hash of the app, the message and the stack's first frame. */
    fingerprint: text('fingerprint').notNull(),
    reportedAt: createdAt(),
  },
  (table) => [
    index('error_reports_reported').on(table.reportedAt, table.errorReportId),
    index('error_reports_fingerprint').on(table.fingerprint),
  ],
);
