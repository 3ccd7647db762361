import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import {
  createSignInAttempts,
  SIGN_IN_ATTEMPT_WINDOW_MS,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_ATTEMPTS_PER_USER,
} from './sign-in-attempts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A user name and an address no other test uses. */
const fresh = () => ({ userName: `user-${randomUUID()}`, address: `10.0.${randomUUID()}` });
const attempts = () => createSignInAttempts(() => database.db);

describe('sign-in attempts (counted in the database)', () => {
  it('refuses a user name after 10 failures, in any case, until the 15-minute window ends', async () => {
    const { userName, address } = fresh();
    const limits = attempts();
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_USER; attempt += 1) {
      expect(await limits.retryAfterMs(userName, address)).toBe(0);
      await limits.failed(attempt % 2 ? userName.toUpperCase() : userName, address);
    }
    const wait = await limits.retryAfterMs(userName, fresh().address);
    expect(wait).toBeGreaterThan(SIGN_IN_ATTEMPT_WINDOW_MS - 60_000);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_ATTEMPT_WINDOW_MS);
    expect(await limits.retryAfterMs(fresh().userName, address)).toBe(0);
  });

  it('refuses an address after 100 failures, whatever the user name', async () => {
    const { address } = fresh();
    const limits = attempts();
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_ADDRESS; attempt += 1) {
      await limits.failed(fresh().userName, address);
    }
    expect(await limits.retryAfterMs(fresh().userName, address)).toBeGreaterThan(0);
  });

  it('forgets a user name’s failures after a success', async () => {
    const { userName, address } = fresh();
    const limits = attempts();
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_USER - 1; attempt += 1) {
      await limits.failed(userName, address);
    }
    await limits.succeeded(userName);
    await limits.failed(userName, address);
    expect(await limits.retryAfterMs(userName, address)).toBe(0);
  });

  it('counts the failures of every server instance on the database together', async () => {
    const { userName, address } = fresh();
    const [first, second] = [attempts(), attempts()];
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_USER / 2; attempt += 1) {
      await first.failed(userName, address);
      await second.failed(userName, address);
    }
    expect(await first.retryAfterMs(userName, address)).toBeGreaterThan(0);
    expect(await second.retryAfterMs(userName, address)).toBeGreaterThan(0);
  });
});
