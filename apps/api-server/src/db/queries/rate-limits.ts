import { inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { rateLimitWindows } from '../schema';

/** Whether a hit was counted, or else the seconds until the latest exhausted window ends. */
export type WindowHit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit against each `{ key, limit }` in fixed windows of `windowMs`, or against none
 * when any of them is used up (a refused request does not use up the others). One transaction:
 * the upsert locks each key's row, so hits from every server instance sharing the database are
 * counted one after another. Time is the database's (`at` only for tests).
 */
export async function hitRateLimitWindows(
  db: Database,
  limits: readonly { key: string; limit: number }[],
  windowMs: number,
  at?: Date,
): Promise<WindowHit> {
  if (limits.length === 0) return { allowed: true };
  const now: SQL = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  // Rows locked in one order, so two hits on overlapping keys cannot deadlock.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((limit) => limit.key);
  return db.transaction(async (tx) => {
    const windows = await tx
      .insert(rateLimitWindows)
      .values(
        sorted.map(({ key }) => ({
          key,
          resetsAt: sql`${now} + make_interval(secs => ${windowMs / 1000})`,
          count: 0,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          resetsAt: sql`case when ${rateLimitWindows.resetsAt} <= ${now} then excluded.resets_at else ${rateLimitWindows.resetsAt} end`,
          count: sql`case when ${rateLimitWindows.resetsAt} <= ${now} then 0 else ${rateLimitWindows.count} end`,
        },
      })
      .returning({
        key: rateLimitWindows.key,
        count: rateLimitWindows.count,
        retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimitWindows.resetsAt} - ${now})))::int`,
      });
    const limitOf = new Map(sorted.map(({ key, limit }) => [key, limit]));
    const exhausted = windows.filter((window) => window.count >= (limitOf.get(window.key) ?? 0));
    if (exhausted.length > 0) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(...exhausted.map((window) => window.retryAfterSeconds)),
      };
    }
    await tx
      .update(rateLimitWindows)
      .set({ count: sql`${rateLimitWindows.count} + 1` })
      .where(inArray(rateLimitWindows.key, keys));
    return { allowed: true };
  });
}

/** Drops windows that have ended (a key seen once would otherwise stay for good). */
export async function dropEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetsAt, sql`now()`));
}
