import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { pinnedGptSystems } from '../schema';

/** The agents the user pinned, in the order they pinned them. */
export async function listPinnedAgentIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ gptSystemId: pinnedGptSystems.gptSystemId })
    .from(pinnedGptSystems)
    .where(eq(pinnedGptSystems.userId, userId))
    .orderBy(asc(pinnedGptSystems.pinnedAt));
  return rows.map((row) => row.gptSystemId);
}

/** Pins the agent for the user; pinning twice changes nothing. */
export async function pinAgent(db: Database, userId: string, gptSystemId: string) {
  await db.insert(pinnedGptSystems).values({ userId, gptSystemId }).onConflictDoNothing();
}

export async function unpinAgent(db: Database, userId: string, gptSystemId: string) {
  await db
    .delete(pinnedGptSystems)
    .where(and(eq(pinnedGptSystems.userId, userId), eq(pinnedGptSystems.gptSystemId, gptSystemId)));
}
