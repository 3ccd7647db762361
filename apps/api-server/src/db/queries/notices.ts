import type { NoticeInput } from '@parley/api-contract';
import { and, desc, eq, gt, isNull, lte, notExists, or } from 'drizzle-orm';
import type { Database } from '../database';
import { noticeDismissals, notices } from '../schema';
import { isUuid } from './ids';
import { onlyRow } from './rows';

export type NoticeRow = typeof notices.$inferSelect;

const newestStartFirst = [desc(notices.startsAt), desc(notices.createdAt)];

const columnsOf = (input: NoticeInput) => ({
  text: input.text,
  severity: input.severity,
  brandKey: input.brandKey,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** Every notice, newest start first (the console's list). */
export async function listNotices(db: Database): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .orderBy(...newestStartFirst);
}

export async function findNotice(db: Database, noticeId: string): Promise<NoticeRow | undefined> {
  if (!isUuid(noticeId)) return undefined;
  const [row] = await db.select().from(notices).where(eq(notices.noticeId, noticeId));
  return row;
}

export async function insertNotice(
  tx: Database,
  input: NoticeInput,
  createdBy: string,
): Promise<NoticeRow> {
  const rows = await tx
    .insert(notices)
    .values({ ...columnsOf(input), createdBy })
    .returning();
  return onlyRow(rows, 'the new notice');
}

export async function updateNotice(
  tx: Database,
  noticeId: string,
  input: NoticeInput,
): Promise<NoticeRow> {
  const rows = await tx
    .update(notices)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(notices.noticeId, noticeId))
    .returning();
  return onlyRow(rows, 'the changed notice');
}

export async function deleteNotice(tx: Database, noticeId: string): Promise<void> {
  await tx.delete(notices).where(eq(notices.noticeId, noticeId));
}

/**
 * The notices a user sees at `now` on a brand: started (`startsAt <= now`), not ended
 * (`now < endsAt`), on that brand or on every brand, and not dismissed by the user; newest start
 * first.
 */
export async function currentNoticesFor(
  db: Database,
  { userId, brandKey, now }: { userId: string; brandKey: string; now: Date },
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        lte(notices.startsAt, now),
        gt(notices.endsAt, now),
        or(isNull(notices.brandKey), eq(notices.brandKey, brandKey)),
        notExists(
          db
            .select({ noticeId: noticeDismissals.noticeId })
            .from(noticeDismissals)
            .where(
              and(
                eq(noticeDismissals.noticeId, notices.noticeId),
                eq(noticeDismissals.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(...newestStartFirst);
}

/** Records that the user dismissed the notice; dismissing it again changes nothing. */
export async function dismissNotice(db: Database, noticeId: string, userId: string): Promise<void> {
  await db.insert(noticeDismissals).values({ noticeId, userId }).onConflictDoNothing();
}
