import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { localCredentials, users } from '../schema';

export interface UserCredential {
  userId: string;
  userName: string;
  passwordHash: string;
}

/** The user of this name (case-insensitive) with their password hash, if they have one. */
export async function findCredentialByUserName(
  db: Database,
  userName: string,
): Promise<UserCredential | undefined> {
  const [row] = await db
    .select({
      userId: users.userId,
      userName: users.userName,
      passwordHash: localCredentials.passwordHash,
    })
    .from(users)
    .innerJoin(localCredentials, eq(localCredentials.userId, users.userId))
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db
    .insert(localCredentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: localCredentials.userId,
      set: { passwordHash, updatedAt: sql`now()` },
    });
}

/**
 * Gives each of these users the hash made for them, unless they have a password already (another
 * instance sharing the database, or a user who changed theirs); returns the users it was given to.
 */
export async function addMissingPasswordHashes(
  db: Database,
  hashes: { userId: string; passwordHash: string }[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const inserted = await db
    .insert(localCredentials)
    .values(hashes)
    .onConflictDoNothing()
    .returning({ userId: localCredentials.userId });
  return inserted.map((row) => row.userId);
}

export async function usersWithoutPassword(db: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const withPassword = await db
    .select({ userId: localCredentials.userId })
    .from(localCredentials)
    .where(inArray(localCredentials.userId, userIds));
  const have = new Set(withPassword.map((row) => row.userId));
  return userIds.filter((userId) => !have.has(userId));
}
