import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { createRateLimiter } from './rate-limit';

const minute = 60_000;
/** A moment `ms` after a fixed start, standing for the database's clock. */
const at = (ms: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, 0) + ms);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let scopes = 0;
/** A limiter of its own scope, so no test counts another's hits. */
const limiter = (db: () => Database = () => database.db) =>
  createRateLimiter(db, `test-${(scopes += 1)}`, minute);

describe('createRateLimiter (counted in the database)', () => {
  it('allows as many hits as the limit within one window', async () => {
    const limits = limiter();
    const decisions = [];
    for (let hit = 0; hit < 3; hit += 1) {
      decisions.push(await limits.hit([{ key: 'session', limit: 3 }], at(1_000)));
    }
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
  });

  it('refuses the hit over the limit with the seconds until the window ends', async () => {
    const limits = limiter();
    await limits.hit([{ key: 'session', limit: 1 }], at(0));
    expect(await limits.hit([{ key: 'session', limit: 1 }], at(15_500))).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
  });

  it('allows hits again once the window has ended', async () => {
    const limits = limiter();
    await limits.hit([{ key: 'session', limit: 1 }], at(0));
    expect((await limits.hit([{ key: 'session', limit: 1 }], at(minute))).allowed).toBe(true);
  });

  it('counts each key on its own, and each limiter’s keys apart from another’s', async () => {
    const limits = limiter();
    await limits.hit([{ key: 'session-a', limit: 1 }], at(0));
    expect((await limits.hit([{ key: 'session-b', limit: 1 }], at(0))).allowed).toBe(true);
    expect((await limiter().hit([{ key: 'session-a', limit: 1 }], at(0))).allowed).toBe(true);
  });

  it('does not count a refused hit against the limits that still had room', async () => {
    const limits = limiter();
    await limits.hit([{ key: 'session', limit: 1 }], at(0));
    await limits.hit(
      [
        { key: 'session', limit: 1 },
        { key: 'address', limit: 2 },
      ],
      at(0),
    );
    for (let hit = 0; hit < 2; hit += 1) {
      expect((await limits.hit([{ key: 'address', limit: 2 }], at(0))).allowed).toBe(true);
    }
  });

  it('counts the hits of every limiter on the database as one: two server instances share the limit', async () => {
    const scope = `shared-${Date.now()}`;
    const first = createRateLimiter(() => database.db, scope, minute);
    const second = createRateLimiter(() => database.db, scope, minute);
    const decisions = await Promise.all(
      [first, second, first, second, first].map((instance) =>
        instance.hit([{ key: 'endpoint', limit: 3 }], at(0)),
      ),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('checks a limit without counting: a check leaves room for the hits that follow', async () => {
    const limits = limiter();
    for (let check = 0; check < 3; check += 1) {
      expect(await limits.check([{ key: 'user', limit: 1 }], at(0))).toEqual({ allowed: true });
    }
    expect((await limits.hit([{ key: 'user', limit: 1 }], at(0))).allowed).toBe(true);
  });

  it('counts what already happened even past the limit, and a check then refuses until the window that began with the first count ends', async () => {
    const limits = limiter();
    await limits.count(['user'], at(0));
    await limits.count(['user'], at(10_000));
    await limits.count(['user'], at(20_000));
    expect(await limits.check([{ key: 'user', limit: 2 }], at(30_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect((await limits.check([{ key: 'user', limit: 2 }], at(minute))).allowed).toBe(true);
    await limits.count(['user'], at(minute));
    expect((await limits.check([{ key: 'user', limit: 2 }], at(minute))).allowed).toBe(true);
  });

  it('forgets a key’s count, and only that key’s', async () => {
    const limits = limiter();
    await limits.count(['user', 'address'], at(0));
    await limits.forget('user');
    expect((await limits.check([{ key: 'user', limit: 1 }], at(0))).allowed).toBe(true);
    expect((await limits.check([{ key: 'address', limit: 1 }], at(0))).allowed).toBe(false);
  });
});
