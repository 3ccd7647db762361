import { describe, expect, it } from 'vitest';
import { againAfterDeadlock } from './job-queue';

/** An error as node-postgres raises it, with PostgreSQL's code. */
const postgresError = (code: string) => Object.assign(new Error(code), { code });

describe('creating a queue again after PostgreSQL aborted it as a deadlock', () => {
  it('tries again after a deadlock and answers what the next attempt gives', async () => {
    let calls = 0;
    const created = await againAfterDeadlock(async () => {
      calls += 1;
      if (calls === 1) throw postgresError('40P01');
      return 'created';
    });
    expect(created).toBe('created');
    expect(calls).toBe(2);
  });

  it('gives up after three deadlocks in a row, with the last one', async () => {
    let calls = 0;
    const attempt = againAfterDeadlock(async () => {
      calls += 1;
      throw postgresError('40P01');
    });
    await expect(attempt).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    const attempt = againAfterDeadlock(async () => {
      calls += 1;
      throw postgresError('42P01');
    });
    await expect(attempt).rejects.toMatchObject({ code: '42P01' });
    expect(calls).toBe(1);
  });
});
