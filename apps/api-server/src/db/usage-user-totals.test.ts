import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './database';
import { migrationsFolder } from './database';
import { recordUsage, usageByUser } from './queries/analytics';
import { storeQuestion } from './queries/answers';
import { seedIds } from './seed/seed-data';

const HOUR_MS = 60 * 60 * 1000;
const { admin, staff } = seedIds.users;
const { assistant } = seedIds.agents;

let database: DatabaseHandle;
/** The top of the current hour, so that every moment below is a whole hour before it. */
const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
const hoursAgo = (hours: number) => new Date(thisHour.getTime() - hours * HOUR_MS);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Stores one answer of `userId` to `gptSystemId` (null: a draft's test chat) `hours` ago. */
async function answered(
  userId: string,
  gptSystemId: string | null,
  hours: number,
  tokens: { input: number; output: number },
) {
  const { segment } = await storeQuestion(database.db, {
    conversation: {
      starts: {
        ownerUserId: userId,
        gptSystemId: gptSystemId ?? assistant,
        title: 'Totals',
        sessionIdentifier: 'totals',
        brandKey: 'default',
      },
    },
    parentSegmentId: null,
    question: 'How many?',
    deploymentName: 'offline',
    answeredWithGptSystemId: gptSystemId ?? assistant,
    answeringInstanceId: randomUUID(),
    engine: 'offline',
    uploads: { visionImages: [], attachments: [] },
  });
  await database.db.transaction((tx) =>
    recordUsage(tx, {
      segmentId: segment.segmentId,
      userId,
      brandKey: 'default',
      gptSystemId,
      deploymentName: 'offline',
      model: 'offline',
      inputTokens: tokens.input,
      outputTokens: tokens.output,
      answeredAt: new Date(hoursAgo(hours).getTime() + 60_000),
      hour: hoursAgo(hours),
    }),
  );
}

const report = async (fromHoursAgo: number, gptSystemId?: string) =>
  (
    await usageByUser(
      database.db,
      { from: hoursAgo(fromHoursAgo), granularity: 'hour', gptSystemId },
      10,
    )
  ).map((row) => [row.userName, row.answers, row.inputTokens, row.outputTokens]);

describe("users' running totals (the users report, issue 18)", () => {
  beforeAll(async () => {
    await answered(staff, assistant, 50, { input: 100, output: 10 });
    await answered(staff, assistant, 30, { input: 200, output: 20 });
    await answered(staff, null, 30, { input: 300, output: 30 });
    await answered(admin, assistant, 5, { input: 1000, output: 100 });
    await answered(staff, assistant, 2, { input: 400, output: 40 });
    // Stored late: an hour before answers already counted.
    await answered(staff, assistant, 40, { input: 500, output: 50 });
  });

  it('sums what each user asked from the start of the period, most answers first', async () => {
    expect(await report(72)).toEqual([
      ['staff@parley.local', 5, 1500, 150],
      ['admin@parley.local', 1, 1000, 100],
    ]);
    expect(await report(35)).toEqual([
      ['staff@parley.local', 3, 900, 90],
      ['admin@parley.local', 1, 1000, 100],
    ]);
    expect(await report(24)).toEqual([
      ['admin@parley.local', 1, 1000, 100],
      ['staff@parley.local', 1, 400, 40],
    ]);
  });

  it('leaves out users who did not ask in the period', async () => {
    expect(await report(1)).toEqual([]);
    expect(await report(3)).toEqual([['staff@parley.local', 1, 400, 40]]);
  });

  it("narrows to one agent's answers, without the draft's test chat", async () => {
    expect(await report(72, assistant)).toEqual([
      ['staff@parley.local', 4, 1200, 120],
      ['admin@parley.local', 1, 1000, 100],
    ]);
    expect(await report(35, assistant)).toEqual([
      ['staff@parley.local', 2, 600, 60],
      ['admin@parley.local', 1, 1000, 100],
    ]);
  });

  it('are what migration 0018 builds from the records stored before it', async () => {
    // node-postgres and PGlite both answer `{ rows }`; drizzle's common type does not say so.
    const totals = async () =>
      (
        (await database.db.execute(sql`select scope, user_id, hour, answers, input_tokens,
          output_tokens from usage_user_totals order by scope, user_id, hour`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const kept = await totals();
    expect(kept.length).toBeGreaterThan(0);

    const migration = await readFile(
      path.join(migrationsFolder, '0018_usage_user_totals.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "usage_user_totals"'));
    if (!backfill) throw new Error('Migration 0018 has no backfill of usage_user_totals.');
    await database.db.execute(sql`delete from usage_user_totals`);
    await database.db.execute(sql.raw(backfill));

    expect(await totals()).toEqual(kept);
  });
});
