import { describe, expect, it } from 'vitest';
import { decodeContinuationToken, encodeContinuationToken } from './continuation-token';

describe('continuation tokens', () => {
  it('round-trip the position of the last row of a page', () => {
    const position = {
      createdAt: new Date('2026-11-22T04:00:00.123Z'),
      conversationId: '00000000-0000-4000-8000-000000000001',
    };
    expect(decodeContinuationToken(encodeContinuationToken(position))).toEqual(position);
  });

  it('are opaque base64url text', () => {
    const token = encodeContinuationToken({ createdAt: new Date(0), conversationId: 'a' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuse a token the server did not issue, naming the parameter', () => {
    expect(() => decodeContinuationToken('not-a-token')).toThrow(/^continuationToken: /);
  });
});
