import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health';

describe('health response', () => {
  it('accepts the initializing state that clients turn into the waiting page', () => {
    expect(
      healthResponseSchema.parse({ status: 'initializing', version: '2.2513.3849' }).status,
    ).toBe('initializing');
  });

  it('rejects a status outside the contract', () => {
    expect(healthResponseSchema.safeParse({ status: 'degraded', version: 'x' }).success).toBe(
      false,
    );
  });
});
