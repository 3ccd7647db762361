import { connectionRoleActions } from '@parley/api-contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { connections, connectionUserRoles, roles, userRoles } from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

export type ConnectionRow = typeof connections.$inferSelect;

/** A connection with the names of its admin roles, as every call answers it. */
export interface ConnectionWithRoles extends ConnectionRow {
  userRoles: { userRoleId: string; name: string }[];
}

/** The columns a save writes (the run columns are the actions'). */
export type ConnectionValues = Pick<
  typeof connections.$inferInsert,
  'name' | 'description' | 'providerType' | 'configuration' | 'secrets'
>;

/** What a run writes on its connection. */
export type ConnectionRunValues = Pick<
  typeof connections.$inferInsert,
  | 'lastRunAction'
  | 'lastRunStatus'
  | 'lastRunStartedAt'
  | 'lastRunFinishedAt'
  | 'lastRunSummary'
  | 'lastRunProblems'
>;

export const connectionConstraints = { name: 'connections_name' } as const;

async function withRoles(db: Database, rows: ConnectionRow[]): Promise<ConnectionWithRoles[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select({
      connectionId: connectionUserRoles.connectionId,
      userRoleId: roles.roleId,
      name: roles.name,
    })
    .from(connectionUserRoles)
    .innerJoin(roles, eq(roles.roleId, connectionUserRoles.roleId))
    .where(
      inArray(
        connectionUserRoles.connectionId,
        rows.map((row) => row.connectionId),
      ),
    )
    .orderBy(asc(roles.name));
  return rows.map((row) => ({
    ...row,
    userRoles: held
      .filter((role) => role.connectionId === row.connectionId)
      .map(({ userRoleId, name }) => ({ userRoleId, name })),
  }));
}

/** The connections users holding one of a connection's admin roles may reach. */
const heldBy = (userId: string) => sql`exists (
  select 1 from ${connectionUserRoles}
    join ${userRoles} on ${userRoles.roleId} = ${connectionUserRoles.roleId}
   where ${connectionUserRoles.connectionId} = ${connections.connectionId}
     and ${userRoles.userId} = ${userId})`;

/** Every connection by name; with `heldByUserId`, only those whose admin roles that user holds. */
export async function listConnections(
  db: Database,
  heldByUserId?: string,
): Promise<ConnectionWithRoles[]> {
  const rows = await db
    .select()
    .from(connections)
    .where(heldByUserId ? heldBy(heldByUserId) : undefined)
    .orderBy(asc(sql`lower(${connections.name})`), asc(connections.connectionId));
  return withRoles(db, rows);
}

export async function findConnection(
  db: Database,
  connectionId: string,
): Promise<ConnectionWithRoles | undefined> {
  if (!isUuid(connectionId)) return undefined;
  const rows = await db
    .select()
    .from(connections)
    .where(eq(connections.connectionId, connectionId));
  const [connection] = await withRoles(db, rows);
  return connection;
}

/** Whether the user holds one of the connection's admin roles (the Specific actions' reach). */
export async function connectionHeldBy(
  db: Database,
  connectionId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ held: sql<boolean>`${heldBy(userId)}` })
    .from(connections)
    .where(eq(connections.connectionId, connectionId));
  return row?.held === true;
}

/** Another connection with the name (any case). */
export async function findConnectionNamed(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ connectionId: connections.connectionId })
    .from(connections)
    .where(
      and(
        eq(sql`lower(${connections.name})`, name.toLowerCase()),
        exceptId ? ne(connections.connectionId, exceptId) : undefined,
      ),
    );
  return row;
}

async function setRoles(db: Database, connectionId: string, roleIds: readonly string[]) {
  await db.delete(connectionUserRoles).where(eq(connectionUserRoles.connectionId, connectionId));
  if (roleIds.length > 0) {
    await db
      .insert(connectionUserRoles)
      .values(roleIds.map((roleId) => ({ connectionId, roleId })));
  }
}

export async function insertConnection(
  db: Database,
  values: ConnectionValues,
  roleIds: readonly string[],
): Promise<ConnectionWithRoles> {
  const row = onlyRow(await db.insert(connections).values(values).returning(), 'the connection');
  await setRoles(db, row.connectionId, roleIds);
  return onlyRow(await withRoles(db, [row]), 'the connection with its roles');
}

export async function updateConnection(
  db: Database,
  connectionId: string,
  values: ConnectionValues,
  roleIds: readonly string[],
): Promise<ConnectionWithRoles> {
  const row = onlyRow(
    await db
      .update(connections)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(connections.connectionId, connectionId))
      .returning(),
    'the updated connection',
  );
  await setRoles(db, connectionId, roleIds);
  return onlyRow(await withRoles(db, [row]), 'the connection with its roles');
}

export async function deleteConnection(db: Database, connectionId: string): Promise<void> {
  await db.delete(connections).where(eq(connections.connectionId, connectionId));
}

/**
 * Records what the connection's action did. With `onlyWhileStatus`, only while the last run has
 * that status (a crawl starts only if it is still the one queued); answers whether it wrote.
 */
export async function recordConnectionRun(
  db: Database,
  connectionId: string,
  run: ConnectionRunValues,
  onlyWhileStatus?: string,
): Promise<boolean> {
  const rows = await db
    .update(connections)
    .set(run)
    .where(
      and(
        eq(connections.connectionId, connectionId),
        onlyWhileStatus ? eq(connections.lastRunStatus, onlyWhileStatus) : undefined,
      ),
    )
    .returning({ connectionId: connections.connectionId });
  return rows.length > 0;
}

/** The roles among `roleIds` with their actions (unknown ids are left out). */
export async function findRoles(db: Database, roleIds: readonly string[]) {
  const ids = roleIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({ userRoleId: roles.roleId, name: roles.name, actions: roles.actions })
    .from(roles)
    .where(inArray(roles.roleId, ids));
}

/** The roles holding any connection action: those a connection's admin roles may name. */
export async function rolesWithConnectionActions(db: Database) {
  return db
    .select({ userRoleId: roles.roleId, name: roles.name })
    .from(roles)
    .where(
      sql`${roles.actions} && array[${sql.join(
        connectionRoleActions.map((action) => sql`${action}`),
        sql`, `,
      )}]::text[]`,
    )
    .orderBy(asc(roles.name));
}

/** The names of the connections among `connectionIds`. */
export async function connectionNames(
  db: Database,
  connectionIds: readonly string[],
): Promise<Map<string, string>> {
  if (connectionIds.length === 0) return new Map();
  const rows = await db
    .select({ connectionId: connections.connectionId, name: connections.name })
    .from(connections)
    .where(inArray(connections.connectionId, [...connectionIds]));
  return new Map(rows.map((row) => [row.connectionId, row.name]));
}
