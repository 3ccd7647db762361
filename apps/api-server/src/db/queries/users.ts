import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { directoryGroups, roles, userGroups, userRoles, users } from '../schema';
import { defaultRoleId } from '../seed/seed-data';
import { onlyRow } from './rows';

export interface UserWithActions {
  userId: string;
  userName: string;
  displayName: string;
  email: string | null;
  isBannedFromCreatingAgents: boolean;
  isBannedFromSharingAgents: boolean;
  actions: string[];
}

export async function findUserWithActions(
  db: Database,
  userId: string,
): Promise<UserWithActions | undefined> {
  const [row] = await db
    .select({
      userId: users.userId,
      userName: users.userName,
      displayName: users.displayName,
      email: users.email,
      isBannedFromCreatingAgents: users.isBannedFromCreatingAgents,
      isBannedFromSharingAgents: users.isBannedFromSharingAgents,
      // Table names spelled out: drizzle leaves columns unqualified in a one-table select.
      actions: sql<string[]>`coalesce(
        (select array_agg(distinct granted.action order by granted.action)
           from user_roles
           join roles on roles.role_id = user_roles.role_id
           cross join unnest(roles.actions) as granted(action)
          where user_roles.user_id = users.user_id),
        '{}'::text[])`,
    })
    .from(users)
    .where(eq(users.userId, userId));
  return row;
}

export async function findUserByName(db: Database, userName: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
}

export async function findUserById(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/**
 * Locks the user's row until the transaction ends (`for update`), so that checks of what the user
 * owns and the writes they guard run one transaction at a time per user.
 */
export async function lockUser(tx: Database, userId: string): Promise<void> {
  await tx
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
}

export async function listUserRoles(db: Database, userId: string) {
  return db
    .select({ userRoleId: roles.roleId, name: roles.name, resolvedActions: roles.actions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
}

export interface SignedInIdentity {
  identityProvider: 'EntraId' | 'Oidc';
  subject: string;
  userName: string;
  name: string;
  email?: string | undefined;
  groups: string[];
}

/**
 * Creates or refreshes the user an identity provider vouched for, matched by user name, and
 * replaces their directory groups. A first sign-in gets the default (Staff) role.
 */
export async function upsertSignedInUser(db: Database, identity: SignedInIdentity) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${identity.userName})`);
    const now = new Date();
    let userId: string;
    if (existing) {
      userId = existing.userId;
      await tx
        .update(users)
        .set({
          displayName: identity.name,
          email: identity.email ?? null,
          identityProvider: identity.identityProvider,
          subject: identity.subject,
          lastSignInAt: now,
        })
        .where(eq(users.userId, userId));
    } else {
      const created = onlyRow(
        await tx
          .insert(users)
          .values({
            userName: identity.userName,
            displayName: identity.name,
            email: identity.email ?? null,
            identityProvider: identity.identityProvider,
            subject: identity.subject,
            lastSignInAt: now,
          })
          .returning({ userId: users.userId }),
        'the new user',
      );
      userId = created.userId;
      await tx.insert(userRoles).values({ userId, roleId: defaultRoleId });
    }
    await tx.delete(userGroups).where(eq(userGroups.userId, userId));
    if (identity.groups.length > 0) {
      await tx
        .insert(directoryGroups)
        .values(identity.groups.map((groupId) => ({ groupId, displayName: groupId })))
        .onConflictDoNothing();
      await tx
        .insert(userGroups)
        .values(identity.groups.map((groupId) => ({ userId, groupId })))
        .onConflictDoNothing();
    }
    return onlyRow(
      await tx.select().from(users).where(eq(users.userId, userId)),
      'the signed-in user',
    );
  });
}
