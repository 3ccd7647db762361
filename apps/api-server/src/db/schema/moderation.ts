import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { gptSystems } from './agents';
import { conversations } from './conversations';
import { users } from './identity';

/* Reports of personal agents by the staff they are shared with, and the moderators' decisions. */

export const moderationReports = pgTable(
  'moderation_reports',
  {
    moderationReportId: uuid('moderation_report_id').primaryKey().defaultRandom(),
    gptSystemId: uuid('gpt_system_id')
      .notNull()
      .references(() => gptSystems.gptSystemId, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The reporter's conversation with the agent, if they had one. */
    conversationId: uuid('conversation_id').references(() => conversations.conversationId, {
      onDelete: 'set null',
    }),
    reportReason: text('report_reason').notNull(),
    details: text('details').notNull().default(''),
    /** `Open` until a decision resolves it. */
    reportStatus: text('report_status').notNull().default('Open'),
    submittedAt: createdAt(),
    agentModerationAction: text('agent_moderation_action'),
    userModerationAction: text('user_moderation_action'),
    moderationNotes: text('moderation_notes'),
    moderatorUserId: uuid('moderator_user_id').references(() => users.userId, {
      onDelete: 'set null',
    }),
    /** Kept for when the moderator's user is gone. */
    moderatorDisplayName: text('moderator_display_name'),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('moderation_reports_agent_status').on(table.gptSystemId, table.reportStatus),
    index('moderation_reports_status_submitted').on(table.reportStatus, table.submittedAt),
  ],
);
