import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { segments, serverInstances } from '../schema';

/** What a server instance says of itself when it joins. */
export interface ServerInstance {
  instanceId: string;
  host: string;
  pid: number;
}

/** The moment `seconds` from now on the database's clock, which every instance shares. */
const fromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Adds the instance with a lease of `leaseSeconds`. */
export async function registerServerInstance(
  db: Database,
  instance: ServerInstance,
  leaseSeconds: number,
): Promise<void> {
  await db.insert(serverInstances).values({ ...instance, leaseExpiresAt: fromNow(leaseSeconds) });
}

/**
 * Extends the instance's lease; false when its row is gone (another instance found the lease run
 * out and retired it: its answers are Interrupted already), and the row is added back.
 */
export async function renewServerInstanceLease(
  db: Database,
  instance: ServerInstance,
  leaseSeconds: number,
): Promise<boolean> {
  const renewed = await db
    .update(serverInstances)
    .set({ leaseExpiresAt: fromNow(leaseSeconds) })
    .where(eq(serverInstances.instanceId, instance.instanceId))
    .returning({ instanceId: serverInstances.instanceId });
  if (renewed.length > 0) return true;
  await registerServerInstance(db, instance, leaseSeconds);
  return false;
}

/** Removes the instance's row when it stops (its answers in flight were stored before). */
export async function retireServerInstance(db: Database, instanceId: string): Promise<void> {
  await db.delete(serverInstances).where(eq(serverInstances.instanceId, instanceId));
}

/**
 * Segments left Pending or Streaming by instances that are gone, now Interrupted (ARCHITECTURE
 * section 4): those of no instance (written before instances were recorded) or of an instance
 * whose lease has run out, whose row goes as well. `soleInstance` (the embedded database, which
 * one process holds) counts every other instance as gone, whatever its lease said. Answers of
 * `self` and of instances holding a lease are left streaming. Resolves with how many were marked.
 */
export async function interruptOrphanedSegments(
  db: Database,
  self: string,
  { soleInstance }: { soleInstance: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    const living = soleInstance
      ? [{ instanceId: self }]
      : await tx
          .select({ instanceId: serverInstances.instanceId })
          .from(serverInstances)
          .where(
            or(
              eq(serverInstances.instanceId, self),
              sql`${serverInstances.leaseExpiresAt} > now()`,
            ),
          );
    const livingIds = living.map((row) => row.instanceId);
    await tx.delete(serverInstances).where(notInArray(serverInstances.instanceId, livingIds));
    const rows = await tx
      .update(segments)
      .set({ status: 'Interrupted', completedAt: new Date() })
      .where(
        and(
          inArray(segments.status, ['Pending', 'Streaming']),
          or(
            isNull(segments.answeringInstanceId),
            notInArray(segments.answeringInstanceId, livingIds),
          ),
        ),
      )
      .returning({ segmentId: segments.segmentId });
    return rows.length;
  });
}
