import { describe, expect, it } from 'vitest';
import { newImageAccessKey } from './answer-job';

describe('newImageAccessKey', () => {
  it('is 192 random bits that always make a valid blob-store path segment (starts with a letter or digit)', () => {
    const keys = Array.from({ length: 2_000 }, () => newImageAccessKey());
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
