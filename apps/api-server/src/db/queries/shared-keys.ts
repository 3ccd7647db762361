import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { sharedKeys } from '../schema';

/** The sealed key stored under `name`, if any instance has stored one. */
export async function findSharedKey(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sealed: sharedKeys.sealed })
    .from(sharedKeys)
    .where(eq(sharedKeys.name, name));
  return row?.sealed;
}

/**
 * Stores `sealed` under `name` unless another instance stored one first, and resolves with the
 * one stored: every instance then uses the same key.
 */
export async function storeSharedKeyOnce(
  db: Database,
  name: string,
  sealed: string,
): Promise<string> {
  await db.insert(sharedKeys).values({ name, sealed }).onConflictDoNothing();
  const stored = await findSharedKey(db, name);
  if (stored === undefined) throw new Error(`The shared key ${name} could not be stored.`);
  return stored;
}
