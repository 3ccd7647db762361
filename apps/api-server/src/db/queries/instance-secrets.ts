import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { instanceSecrets } from '../schema';

export type InstanceSecretRow = typeof instanceSecrets.$inferSelect;

/** One of the instance's provider keys ('claude', 'bing'), sealed; undefined when none is stored. */
export async function findInstanceSecret(
  db: Database,
  kind: string,
): Promise<InstanceSecretRow | undefined> {
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.kind, kind));
  return row;
}

/** Stores (or replaces) a provider key, already sealed, with its last characters. */
export async function saveInstanceSecret(
  db: Database,
  secret: { kind: string; cipherText: string; lastCharacters: string },
): Promise<InstanceSecretRow> {
  const [row] = await db
    .insert(instanceSecrets)
    .values({ ...secret, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: instanceSecrets.kind,
      set: {
        cipherText: secret.cipherText,
        lastCharacters: secret.lastCharacters,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('The instance secret was not stored.');
  return row;
}

/** Forgets a provider key; true when one was stored. */
export async function deleteInstanceSecret(db: Database, kind: string): Promise<boolean> {
  const deleted = await db
    .delete(instanceSecrets)
    .where(eq(instanceSecrets.kind, kind))
    .returning({ kind: instanceSecrets.kind });
  return deleted.length > 0;
}
