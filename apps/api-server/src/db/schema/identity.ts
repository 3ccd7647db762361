import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/* Who signs in: users, their roles and directory groups, local credentials. */

export const roles = pgTable('roles', {
  roleId: uuid('role_id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  actions: text('actions').array().notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    /** Where the identity comes from (`Seed`, `EntraId`, `Oidc`) and its subject there. */
    identityProvider: text('identity_provider').notNull(),
    subject: text('subject'),
    isBannedFromCreatingAgents: boolean('is_banned_from_creating_agents').notNull().default(false),
    isBannedFromSharingAgents: boolean('is_banned_from_sharing_agents').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: moment('last_sign_in_at'),
  },
  (table) => [uniqueIndex('users_user_name_lower').on(sql`lower(${table.userName})`)],
);

/**
 * Passwords of the embedded identity provider's users (the seeded ones get one at first start).
 * Only a scrypt hash is kept (`domain/passwords.ts` describes its format).
 */
export const localCredentials = pgTable('local_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Identity-provider groups, as the sign-in reported them. */
export const directoryGroups = pgTable('directory_groups', {
  groupId: text('group_id').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description'),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => directoryGroups.groupId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);
