import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlicedPglite } from './time-sliced-pglite';

describe('time-sliced PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('gives the event loop a turn between queries once a time slice is used up', async () => {
    const sliced = timeSlicedPglite(client, 0);
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        await sliced.query('select 1');
        finished += 1;
      }),
    );
    expect(finished).toBe(5);
    expect(finishedWhenTheLoopTurned).toBeLessThan(5);
  });

  it('answers each query with its own rows, in the order they were asked', async () => {
    const sliced = timeSlicedPglite(client, 0);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => sliced.query<{ n: number }>('select $1::int as n', [n])),
    );
    expect(answers.map(({ rows }) => rows[0]?.n)).toEqual([1, 2, 3]);
  });

  it('rejects a failing query without holding up the next one', async () => {
    const sliced = timeSlicedPglite(client);
    const failing = sliced.query('select * from no_such_table');
    const next = sliced.query<{ ok: boolean }>('select true as ok');
    await expect(failing).rejects.toThrow('relation "no_such_table" does not exist');
    expect((await next).rows).toEqual([{ ok: true }]);
  });

  it('runs a transaction as one turn and commits it', async () => {
    const sliced = timeSlicedPglite(client, 0);
    await sliced.exec('create table counted (n int)');
    await sliced.transaction(async (tx) => {
      await tx.query('insert into counted values (1)');
      await tx.query('insert into counted values (2)');
    });
    const { rows } = await sliced.query<{ total: number }>(
      'select sum(n)::int as total from counted',
    );
    expect(rows).toEqual([{ total: 3 }]);
  });
});
