import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { identityProviderModels } from '../schema';

/** One of the identity provider's stored objects (a session, a grant, a token…). */
export interface IdentityProviderModel {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  /** The grant it belongs to: revoking the grant removes it. */
  grantId?: string;
  /** A session's uid, found with `findIdentityProviderModelByUid`. */
  uid?: string;
  userCode?: string;
  /** Seconds until it expires; undefined: it does not. */
  expiresInSeconds?: number;
}

const table = identityProviderModels;
const unexpired: SQL | undefined = or(isNull(table.expiresAt), gt(table.expiresAt, sql`now()`));

/** Stores the object, replacing any of the same model and id. Time is the database's. */
export async function storeIdentityProviderModel(
  db: Database,
  { model, id, payload, grantId, uid, userCode, expiresInSeconds }: IdentityProviderModel,
): Promise<void> {
  const row = {
    payload,
    grantId: grantId ?? null,
    uid: uid ?? null,
    userCode: userCode ?? null,
    expiresAt:
      expiresInSeconds === undefined
        ? null
        : sql`now() + make_interval(secs => ${expiresInSeconds})`,
  };
  await db
    .insert(table)
    .values({ model, id, ...row })
    .onConflictDoUpdate({ target: [table.model, table.id], set: row });
}

async function findWhere(
  db: Database,
  model: string,
  condition: SQL,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ payload: table.payload })
    .from(table)
    .where(and(eq(table.model, model), condition, unexpired))
    .limit(1);
  return row?.payload;
}

/** The object's payload, or undefined when there is none or it has expired. */
export function findIdentityProviderModel(db: Database, model: string, id: string) {
  return findWhere(db, model, eq(table.id, id));
}

export function findIdentityProviderModelByUid(db: Database, model: string, uid: string) {
  return findWhere(db, model, eq(table.uid, uid));
}

export function findIdentityProviderModelByUserCode(db: Database, model: string, code: string) {
  return findWhere(db, model, eq(table.userCode, code));
}

/** Marks the object consumed (`consumed`: the database's time in epoch seconds), as oidc-provider expects. */
export async function consumeIdentityProviderModel(
  db: Database,
  model: string,
  id: string,
): Promise<void> {
  await db
    .update(table)
    .set({
      payload: sql`jsonb_set(${table.payload}, '{consumed}', to_jsonb(floor(extract(epoch from now()))::bigint))`,
    })
    .where(and(eq(table.model, model), eq(table.id, id)));
}

export async function deleteIdentityProviderModel(
  db: Database,
  model: string,
  id: string,
): Promise<void> {
  await db.delete(table).where(and(eq(table.model, model), eq(table.id, id)));
}

/** Removes every object of the grant, whatever its model. */
export async function deleteIdentityProviderGrant(db: Database, grantId: string): Promise<void> {
  await db.delete(table).where(eq(table.grantId, grantId));
}

/** Drops expired objects: nothing finds them, but they would stay for good. */
export async function dropExpiredIdentityProviderModels(db: Database): Promise<void> {
  await db.delete(table).where(lte(table.expiresAt, sql`now()`));
}
