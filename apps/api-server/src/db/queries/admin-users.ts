import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { directoryGroups, roles, userGroups, userRoles, users } from '../schema';
import { isUuid } from './ids';
import { containing } from './like';
import { after } from './paging';
import type { ListPosition } from './paging';
import { onlyRow } from './rows';

export type UserRow = typeof users.$inferSelect;

/** A user with the roles they hold and the directory groups sign-in reported for them. */
export interface AdminUserRow extends UserRow {
  roles: { userRoleId: string; name: string }[];
  groups: { groupId: string; displayName: string }[];
}

async function withRolesAndGroups(db: Database, rows: UserRow[]): Promise<AdminUserRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.userId);
  const [held, member] = await Promise.all([
    db
      .select({ userId: userRoles.userId, userRoleId: roles.roleId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.name)),
    db
      .select({
        userId: userGroups.userId,
        groupId: directoryGroups.groupId,
        displayName: directoryGroups.displayName,
      })
      .from(userGroups)
      .innerJoin(directoryGroups, eq(directoryGroups.groupId, userGroups.groupId))
      .where(inArray(userGroups.userId, ids))
      .orderBy(asc(directoryGroups.displayName)),
  ]);
  return rows.map((row) => ({
    ...row,
    roles: held
      .filter((role) => role.userId === row.userId)
      .map(({ userRoleId, name }) => ({ userRoleId, name })),
    groups: member
      .filter((group) => group.userId === row.userId)
      .map(({ groupId, displayName }) => ({ groupId, displayName })),
  }));
}

/**
 * Users newest first, those whose name or user name holds `search` (any case), `limit` of them
 * after `position`.
 */
export async function listAdminUsers(
  db: Database,
  search: string | undefined,
  position: ListPosition | undefined,
  limit: number,
): Promise<AdminUserRow[]> {
  const where: SQL[] = [];
  const text = search?.trim();
  if (text) {
    const pattern = containing(text);
    const matches = or(ilike(users.displayName, pattern), ilike(users.userName, pattern));
    if (matches) where.push(matches);
  }
  if (position) where.push(after(users.createdAt, users.userId, position));
  const rows = await db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.userId))
    .limit(limit);
  return withRolesAndGroups(db, rows);
}

export async function findAdminUser(
  db: Database,
  userId: string,
): Promise<AdminUserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const rows = await db.select().from(users).where(eq(users.userId, userId));
  const [row] = await withRolesAndGroups(db, rows);
  return row;
}

export async function userNameTaken(db: Database, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row !== undefined;
}

/**
 * A user added ahead of their first sign-in (`Invited`): the sign-in matches them by user name and
 * keeps the roles given here.
 */
export async function insertInvitedUser(
  db: Database,
  input: { userName: string; displayName: string },
): Promise<string> {
  return onlyRow(
    await db
      .insert(users)
      .values({ ...input, email: input.userName, identityProvider: 'Invited' })
      .returning({ userId: users.userId }),
    'the new user',
  ).userId;
}

export async function updatePersonalAgentSettings(
  db: Database,
  userId: string,
  settings: { isBannedFromCreatingAgents: boolean; isBannedFromSharingAgents: boolean },
): Promise<void> {
  await db.update(users).set(settings).where(eq(users.userId, userId));
}

/** The directory groups sign-in reported, with how many users are in each. */
export async function listDirectoryGroups(db: Database) {
  return db
    .select({
      id: directoryGroups.groupId,
      displayName: directoryGroups.displayName,
      description: directoryGroups.description,
      // Table name spelled out: drizzle leaves columns unqualified in a one-table select.
      memberCount: sql<number>`(select count(*)::int from user_groups member where member.group_id = directory_groups.group_id)`,
    })
    .from(directoryGroups)
    .orderBy(asc(sql`lower(${directoryGroups.displayName})`), asc(directoryGroups.groupId));
}
