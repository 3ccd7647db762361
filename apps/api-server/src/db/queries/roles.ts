import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { roles, userRoles, users } from '../schema';
import { seedIds } from '../seed/seed-data';
import { isUuid } from './ids';
import { onlyRow } from './rows';

const seededRoleIds = new Set<string>(Object.values(seedIds.roles));

/** The seeded roles (Administrator, Staff, Moderator) stay: they can be changed, never deleted. */
export function isSeededRole(roleId: string): boolean {
  return seededRoleIds.has(roleId);
}

export interface RoleRow {
  roleId: string;
  name: string;
  actions: string[];
  createdAt: Date;
  userCount: number;
}

const roleColumns = {
  roleId: roles.roleId,
  name: roles.name,
  actions: roles.actions,
  createdAt: roles.createdAt,
  // Table name spelled out: drizzle leaves columns unqualified in a one-table select.
  userCount: sql<number>`(select count(*)::int from user_roles held where held.role_id = roles.role_id)`,
};

export async function listRoles(db: Database): Promise<RoleRow[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.roleId));
}

export async function findRole(db: Database, roleId: string): Promise<RoleRow | undefined> {
  if (!isUuid(roleId)) return undefined;
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.roleId, roleId));
  return row;
}

/** Whether another role already has the name, in any case. */
export async function roleNameTaken(db: Database, name: string, exceptRoleId?: string) {
  const [row] = await db
    .select({ roleId: roles.roleId })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row !== undefined && row.roleId !== exceptRoleId;
}

export async function insertRole(db: Database, input: { name: string; actions: string[] }) {
  const { roleId } = onlyRow(
    await db.insert(roles).values(input).returning({ roleId: roles.roleId }),
    'the new role',
  );
  return onlyRow(await db.select(roleColumns).from(roles).where(eq(roles.roleId, roleId)), 'role');
}

export async function updateRole(
  db: Database,
  roleId: string,
  input: { name: string; actions: string[] },
) {
  await db.update(roles).set(input).where(eq(roles.roleId, roleId));
  return onlyRow(await db.select(roleColumns).from(roles).where(eq(roles.roleId, roleId)), 'role');
}

export async function deleteRole(db: Database, roleId: string): Promise<void> {
  await db.delete(roles).where(eq(roles.roleId, roleId));
}

/** The users holding a role, by name. */
export async function listRoleUsers(db: Database, roleId: string) {
  return db
    .select({ userId: users.userId, userName: users.userName, displayName: users.displayName })
    .from(userRoles)
    .innerJoin(users, eq(users.userId, userRoles.userId))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.userId));
}

/** Gives the user the role; false when they held it already. */
export async function assignRole(db: Database, roleId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(userRoles)
    .values({ roleId, userId })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return inserted.length > 0;
}

/** Takes the role from the user; false when they did not hold it. */
export async function removeRole(db: Database, roleId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)))
    .returning({ userId: userRoles.userId });
  return deleted.length > 0;
}

/** Replaces the user's roles with exactly these. */
export async function setUserRoles(db: Database, userId: string, roleIds: readonly string[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) {
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
}

/** The ids among these that name no role. */
export async function unknownRoleIds(db: Database, roleIds: readonly string[]) {
  const wellFormed = roleIds.filter(isUuid);
  const found =
    wellFormed.length > 0
      ? await db
          .select({ roleId: roles.roleId })
          .from(roles)
          .where(inArray(roles.roleId, wellFormed))
      : [];
  const known = new Set(found.map((row) => row.roleId));
  return roleIds.filter((roleId) => !known.has(roleId));
}
