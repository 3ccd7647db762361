import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { users } from './identity';
import { brands } from './instance';

/* Platform notices (issue 20): published in the console, shown in the chat until dismissed. */

export const notices = pgTable(
  'notices',
  {
    noticeId: uuid('notice_id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    /** `info` or `warning`. */
    severity: text('severity').notNull(),
    /**
     * Only on this brand; null on every brand. Deleting the brand deletes its notices: a notice
     * written for one brand's users must not start showing on every brand.
     */
    brandKey: text('brand_key').references(() => brands.brandKey, { onDelete: 'cascade' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    /** The publisher's user name, kept for when the user is gone. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('notices_window').on(table.endsAt, table.startsAt)],
);

export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.noticeId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    dismissedAt: moment('dismissed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] })],
);
