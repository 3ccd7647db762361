import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { rateLimitWindows } from '../schema';

/** Whether a hit was counted, or else the seconds until the latest exhausted window ends. */
export type WindowHit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The database's clock, or `at` in tests. */
const clock = (at?: Date): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** Rows locked in one order, so two hits on overlapping keys cannot deadlock. */
function inKeyOrder<T extends { key: string }>(limits: readonly T[]): T[] {
  return [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Refused when any window is used up: the seconds until the latest of those ends. */
function decide(
  windows: readonly { key: string; count: number; retryAfterSeconds: number }[],
  limits: readonly { key: string; limit: number }[],
): WindowHit {
  const limitOf = new Map(limits.map(({ key, limit }) => [key, limit]));
  const exhausted = windows.filter((window) => window.count >= (limitOf.get(window.key) ?? 0));
  if (exhausted.length === 0) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(...exhausted.map((window) => window.retryAfterSeconds)),
  };
}

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
  const now = clock(at);
  const sorted = inKeyOrder(limits);
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
    const decision = decide(windows, sorted);
    if (!decision.allowed) return decision;
    await tx
      .update(rateLimitWindows)
      .set({ count: sql`${rateLimitWindows.count} + 1` })
      .where(inArray(rateLimitWindows.key, keys));
    return decision;
  });
}

/**
 * Whether each `{ key, limit }` has room in its current window, counting nothing: refused with
 * the seconds until the latest used-up window ends.
 */
export async function checkRateLimitWindows(
  db: Database,
  limits: readonly { key: string; limit: number }[],
  at?: Date,
): Promise<WindowHit> {
  if (limits.length === 0) return { allowed: true };
  const now = clock(at);
  const windows = await db
    .select({
      key: rateLimitWindows.key,
      count: rateLimitWindows.count,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimitWindows.resetsAt} - ${now})))::int`,
    })
    .from(rateLimitWindows)
    .where(
      and(
        inArray(
          rateLimitWindows.key,
          limits.map((limit) => limit.key),
        ),
        gt(rateLimitWindows.resetsAt, now),
      ),
    );
  return decide(windows, limits);
}

/**
 * Counts one hit against each key whether or not its window is used up (something that has
 * happened already, such as a failed sign-in); a key whose window has ended starts a new one.
 */
export async function countRateLimitHits(
  db: Database,
  keys: readonly string[],
  windowMs: number,
  at?: Date,
): Promise<void> {
  if (keys.length === 0) return;
  const now = clock(at);
  await db
    .insert(rateLimitWindows)
    .values(
      inKeyOrder(keys.map((key) => ({ key }))).map(({ key }) => ({
        key,
        resetsAt: sql`${now} + make_interval(secs => ${windowMs / 1000})`,
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        resetsAt: sql`case when ${rateLimitWindows.resetsAt} <= ${now} then excluded.resets_at else ${rateLimitWindows.resetsAt} end`,
        count: sql`case when ${rateLimitWindows.resetsAt} <= ${now} then 1 else ${rateLimitWindows.count} + 1 end`,
      },
    });
}

/** Forgets a key's window and its hits. */
export async function deleteRateLimitWindow(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

/** Drops windows that have ended (a key seen once would otherwise stay for good). */
export async function dropEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetsAt, sql`now()`));
}
