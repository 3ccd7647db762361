import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { storeQuestion } from './queries/answers';
import {
  interruptOrphanedSegments,
  registerServerInstance,
  renewServerInstanceLease,
  retireServerInstance,
} from './queries/server-instances';
import { segments, serverInstances } from './schema';
import { seedIds } from './seed/seed-data';
import { openTestDatabase } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const instance = (label: string) => ({ instanceId: randomUUID(), host: label, pid: 1 });

/** A question a server instance is answering (Streaming), in a conversation of its own. */
async function answering(answeringInstanceId: string) {
  const { segment } = await storeQuestion(database.db, {
    conversation: {
      starts: {
        ownerUserId: seedIds.users.staff,
        gptSystemId: seedIds.agents.assistant,
        title: 'Lease',
        sessionIdentifier: 'lease',
        brandKey: 'default',
      },
    },
    parentSegmentId: null,
    question: 'Still there?',
    deploymentName: 'offline',
    answeredWithGptSystemId: seedIds.agents.assistant,
    answeringInstanceId,
    engine: 'offline',
    uploads: { visionImages: [], attachments: [] },
  });
  return segment.segmentId;
}

async function statusOf(segmentId: string) {
  const [row] = await database.db
    .select({ status: segments.status })
    .from(segments)
    .where(eq(segments.segmentId, segmentId));
  return row?.status;
}

/** Ends an instance's lease now, as if it had stopped renewing it long enough ago. */
async function expireLease(instanceId: string) {
  await database.db
    .update(serverInstances)
    .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(serverInstances.instanceId, instanceId));
}

describe('server instances sharing a database (issue 21)', () => {
  it('leaves the answers of instances holding a lease streaming, and interrupts those of an instance whose lease ran out, removing it', async () => {
    const [self, neighbour, crashed] = [
      instance('self'),
      instance('neighbour'),
      instance('crashed'),
    ];
    for (const each of [self, neighbour, crashed]) {
      await registerServerInstance(database.db, each, 30);
    }
    const mine = await answering(self.instanceId);
    const neighbours = await answering(neighbour.instanceId);
    const crashedOnes = await answering(crashed.instanceId);
    await expireLease(crashed.instanceId);

    expect(
      await interruptOrphanedSegments(database.db, self.instanceId, { soleInstance: false }),
    ).toBe(1);

    expect(await statusOf(mine)).toBe('Streaming');
    expect(await statusOf(neighbours)).toBe('Streaming');
    expect(await statusOf(crashedOnes)).toBe('Interrupted');
    const left = await database.db.select().from(serverInstances);
    expect(left.map((row) => row.host).sort()).toEqual(
      expect.arrayContaining(['neighbour', 'self']),
    );
    expect(left.map((row) => row.host)).not.toContain('crashed');
  });

  it('interrupts answers of an instance whose row is gone, even within what was its lease', async () => {
    const self = instance('self');
    const retired = instance('retired');
    await registerServerInstance(database.db, self, 30);
    await registerServerInstance(database.db, retired, 30);
    const orphan = await answering(retired.instanceId);
    await retireServerInstance(database.db, retired.instanceId);

    await interruptOrphanedSegments(database.db, self.instanceId, { soleInstance: false });

    expect(await statusOf(orphan)).toBe('Interrupted');
  });

  it('counts every other instance as gone on the embedded database, which one process holds', async () => {
    const self = instance('self');
    const previous = instance('previous run');
    await registerServerInstance(database.db, previous, 30);
    await registerServerInstance(database.db, self, 30);
    const leftOver = await answering(previous.instanceId);

    await interruptOrphanedSegments(database.db, self.instanceId, { soleInstance: true });

    expect(await statusOf(leftOver)).toBe('Interrupted');
    const left = await database.db.select().from(serverInstances);
    expect(left.map((row) => row.instanceId)).toEqual([self.instanceId]);
  });

  it('renews a lease into the future, and joins again when another instance had retired it', async () => {
    const self = instance('self');
    await registerServerInstance(database.db, self, 30);
    await expireLease(self.instanceId);
    expect(await renewServerInstanceLease(database.db, self, 30)).toBe(true);
    const [renewed] = await database.db
      .select({
        future: sql<boolean>`${serverInstances.leaseExpiresAt} > now() + interval '20 seconds'`,
      })
      .from(serverInstances)
      .where(eq(serverInstances.instanceId, self.instanceId));
    expect(renewed?.future).toBe(true);

    await retireServerInstance(database.db, self.instanceId);
    expect(await renewServerInstanceLease(database.db, self, 30)).toBe(false);
    const rows = await database.db
      .select()
      .from(serverInstances)
      .where(eq(serverInstances.instanceId, self.instanceId));
    expect(rows).toHaveLength(1);
  });
});
