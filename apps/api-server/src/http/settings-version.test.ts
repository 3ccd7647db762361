import { describe, expect, it } from 'vitest';
import { settingsVersionCache } from './settings-version';

/** A database stand-in: the stored version, the reads asked of it, and a clock the test moves. */
function fakeStore() {
  const store = {
    version: 7,
    reads: 0,
    time: 0,
    read: async () => {
      store.reads += 1;
      return store.version;
    },
    now: () => store.time,
  };
  return store;
}

describe('settingsVersionCache: the settings version without a read per answer', () => {
  it('reads once for every answer within the maximum age, and again after it', async () => {
    const store = fakeStore();
    const cache = settingsVersionCache(store.read, { maxAgeMs: 1000, now: store.now });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.current()));
    expect(answers).toEqual(Array(20).fill(7));
    store.time = 999;
    store.version = 8;
    expect(await cache.current()).toBe(7);
    expect(store.reads).toBe(1);
    store.time = 1000;
    expect(await cache.current()).toBe(8);
    expect(store.reads).toBe(2);
  });

  it('reads a change of its own process fresh, and answers it from then on', async () => {
    const store = fakeStore();
    const cache = settingsVersionCache(store.read, { maxAgeMs: 1000, now: store.now });
    expect(await cache.current()).toBe(7);
    store.version = 8;
    expect(await cache.fresh()).toBe(8);
    expect(await cache.current()).toBe(8);
    expect(store.reads).toBe(2);
  });

  it('never goes back to what a read started earlier finds', async () => {
    const store = fakeStore();
    const releases: (() => void)[] = [];
    const slowRead = () =>
      new Promise<number>((resolve) => {
        const version = store.version;
        releases.push(() => resolve(version));
      });
    const cache = settingsVersionCache(slowRead, { maxAgeMs: 1000, now: store.now });
    const early = cache.current();
    store.version = 8;
    const late = cache.fresh();
    releases[1]?.();
    expect(await late).toBe(8);
    releases[0]?.();
    expect(await early).toBe(7);
    expect(await cache.current()).toBe(8);
  });
});
