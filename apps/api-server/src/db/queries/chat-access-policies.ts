import type { ChatAccessPolicyInput } from '@parley/api-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  brands,
  chatAccessPolicies,
  chatAccessPolicyAgents,
  chatAccessPolicyGroups,
  chatAccessPolicyRoles,
  chatAccessPolicyUsers,
  directoryGroups,
  gptSystems,
  roles,
  users,
} from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

type PolicyRow = typeof chatAccessPolicies.$inferSelect;

/** A policy with the names of what it names, as the console lists it. */
export interface PolicyWithMembers extends PolicyRow {
  gptSystems: { gptSystemId: string; name: string }[];
  userRoles: { userRoleId: string; name: string }[];
  groups: { groupId: string; displayName: string }[];
  users: { userId: string; userName: string; displayName: string }[];
}

async function withMembers(db: Database, rows: PolicyRow[]): Promise<PolicyWithMembers[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.chatAccessPolicyId);
  const [agents, heldRoles, groups, people] = await Promise.all([
    db
      .select({
        policyId: chatAccessPolicyAgents.chatAccessPolicyId,
        member: {
          gptSystemId: gptSystems.gptSystemId,
          name: sql<string>`coalesce(${gptSystems.name}, '')`,
        },
      })
      .from(chatAccessPolicyAgents)
      .innerJoin(gptSystems, eq(gptSystems.gptSystemId, chatAccessPolicyAgents.gptSystemId))
      .where(inArray(chatAccessPolicyAgents.chatAccessPolicyId, ids))
      .orderBy(asc(gptSystems.name)),
    db
      .select({
        policyId: chatAccessPolicyRoles.chatAccessPolicyId,
        member: { userRoleId: roles.roleId, name: roles.name },
      })
      .from(chatAccessPolicyRoles)
      .innerJoin(roles, eq(roles.roleId, chatAccessPolicyRoles.roleId))
      .where(inArray(chatAccessPolicyRoles.chatAccessPolicyId, ids))
      .orderBy(asc(roles.name)),
    db
      .select({
        policyId: chatAccessPolicyGroups.chatAccessPolicyId,
        member: { groupId: directoryGroups.groupId, displayName: directoryGroups.displayName },
      })
      .from(chatAccessPolicyGroups)
      .innerJoin(directoryGroups, eq(directoryGroups.groupId, chatAccessPolicyGroups.groupId))
      .where(inArray(chatAccessPolicyGroups.chatAccessPolicyId, ids))
      .orderBy(asc(directoryGroups.displayName)),
    db
      .select({
        policyId: chatAccessPolicyUsers.chatAccessPolicyId,
        member: { userId: users.userId, userName: users.userName, displayName: users.displayName },
      })
      .from(chatAccessPolicyUsers)
      .innerJoin(users, eq(users.userId, chatAccessPolicyUsers.userId))
      .where(inArray(chatAccessPolicyUsers.chatAccessPolicyId, ids))
      .orderBy(asc(users.displayName)),
  ]);
  const of = <Member>(members: { policyId: string; member: Member }[], policyId: string) =>
    members.filter((entry) => entry.policyId === policyId).map((entry) => entry.member);
  return rows.map((row) => ({
    ...row,
    gptSystems: of(agents, row.chatAccessPolicyId),
    userRoles: of(heldRoles, row.chatAccessPolicyId),
    groups: of(groups, row.chatAccessPolicyId),
    users: of(people, row.chatAccessPolicyId),
  }));
}

export async function listPolicies(db: Database): Promise<PolicyWithMembers[]> {
  const rows = await db
    .select()
    .from(chatAccessPolicies)
    .orderBy(
      asc(sql`lower(${chatAccessPolicies.name})`),
      asc(chatAccessPolicies.chatAccessPolicyId),
    );
  return withMembers(db, rows);
}

export async function findPolicy(
  db: Database,
  chatAccessPolicyId: string,
): Promise<PolicyWithMembers | undefined> {
  if (!isUuid(chatAccessPolicyId)) return undefined;
  const rows = await db
    .select()
    .from(chatAccessPolicies)
    .where(eq(chatAccessPolicies.chatAccessPolicyId, chatAccessPolicyId));
  const [row] = await withMembers(db, rows);
  return row;
}

async function writeMembers(db: Database, policyId: string, input: ChatAccessPolicyInput) {
  const chatAccessPolicyId = policyId;
  await Promise.all([
    db
      .delete(chatAccessPolicyAgents)
      .where(eq(chatAccessPolicyAgents.chatAccessPolicyId, policyId)),
    db.delete(chatAccessPolicyRoles).where(eq(chatAccessPolicyRoles.chatAccessPolicyId, policyId)),
    db
      .delete(chatAccessPolicyGroups)
      .where(eq(chatAccessPolicyGroups.chatAccessPolicyId, policyId)),
    db.delete(chatAccessPolicyUsers).where(eq(chatAccessPolicyUsers.chatAccessPolicyId, policyId)),
  ]);
  const agents = input.allAgents ? [] : [...new Set(input.gptSystemIds)];
  if (agents.length > 0) {
    await db
      .insert(chatAccessPolicyAgents)
      .values(agents.map((gptSystemId) => ({ chatAccessPolicyId, gptSystemId })));
  }
  const roleIds = [...new Set(input.userRoleIds)];
  if (roleIds.length > 0) {
    await db
      .insert(chatAccessPolicyRoles)
      .values(roleIds.map((roleId) => ({ chatAccessPolicyId, roleId })));
  }
  const groupIds = [...new Set(input.groupIds)];
  if (groupIds.length > 0) {
    await db
      .insert(chatAccessPolicyGroups)
      .values(groupIds.map((groupId) => ({ chatAccessPolicyId, groupId })));
  }
  const userIds = [...new Set(input.userIds)];
  if (userIds.length > 0) {
    await db
      .insert(chatAccessPolicyUsers)
      .values(userIds.map((userId) => ({ chatAccessPolicyId, userId })));
  }
}

const policyFields = (input: ChatAccessPolicyInput) => ({
  name: input.name,
  description: input.description,
  allAgents: input.allAgents,
  brandKey: input.brandKey,
});

export async function insertPolicy(db: Database, input: ChatAccessPolicyInput): Promise<string> {
  const { chatAccessPolicyId } = onlyRow(
    await db
      .insert(chatAccessPolicies)
      .values(policyFields(input))
      .returning({ chatAccessPolicyId: chatAccessPolicies.chatAccessPolicyId }),
    'the new policy',
  );
  await writeMembers(db, chatAccessPolicyId, input);
  return chatAccessPolicyId;
}

export async function updatePolicy(db: Database, policyId: string, input: ChatAccessPolicyInput) {
  await db
    .update(chatAccessPolicies)
    .set({ ...policyFields(input), updatedAt: new Date() })
    .where(eq(chatAccessPolicies.chatAccessPolicyId, policyId));
  await writeMembers(db, policyId, input);
}

export async function deletePolicy(db: Database, policyId: string): Promise<void> {
  await db.delete(chatAccessPolicies).where(eq(chatAccessPolicies.chatAccessPolicyId, policyId));
}

/** The first reference of the input that names nothing: a field and its message, or none. */
export async function unknownPolicyReference(
  db: Database,
  input: ChatAccessPolicyInput,
): Promise<{ field: string; message: string } | undefined> {
  const missing = async (ids: readonly string[], found: (ids: string[]) => Promise<string[]>) => {
    const wanted = [...new Set(ids)];
    const known = new Set(await found(wanted.filter(isUuid)));
    return wanted.find((id) => !known.has(id));
  };
  const agent = input.allAgents
    ? undefined
    : await missing(input.gptSystemIds, async (ids) =>
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: gptSystems.gptSystemId })
                .from(gptSystems)
                .where(
                  and(inArray(gptSystems.gptSystemId, ids), eq(gptSystems.gptSystemType, 'System')),
                )
            ).map((row) => row.id),
      );
  if (agent) return { field: 'gptSystemIds', message: `No agent has the id "${agent}".` };
  const role = await missing(input.userRoleIds, async (ids) =>
    ids.length === 0
      ? []
      : (await db.select({ id: roles.roleId }).from(roles).where(inArray(roles.roleId, ids))).map(
          (row) => row.id,
        ),
  );
  if (role) return { field: 'userRoleIds', message: `No user role has the id "${role}".` };
  const wantedGroups = [...new Set(input.groupIds)];
  const knownGroups =
    wantedGroups.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ id: directoryGroups.groupId })
              .from(directoryGroups)
              .where(inArray(directoryGroups.groupId, wantedGroups))
          ).map((row) => row.id),
        );
  const group = wantedGroups.find((id) => !knownGroups.has(id));
  if (group) return { field: 'groupIds', message: `No directory group has the id "${group}".` };
  const person = await missing(input.userIds, async (ids) =>
    ids.length === 0
      ? []
      : (await db.select({ id: users.userId }).from(users).where(inArray(users.userId, ids))).map(
          (row) => row.id,
        ),
  );
  if (person) return { field: 'userIds', message: `No user has the id "${person}".` };
  if (input.brandKey) {
    const [brand] = await db
      .select({ brandKey: brands.brandKey })
      .from(brands)
      .where(eq(brands.brandKey, input.brandKey));
    if (!brand) return { field: 'brandKey', message: `No brand has the key "${input.brandKey}".` };
  }
  return undefined;
}
