import { describe, expect, it } from 'vitest';
import { decodeContinuationToken, encodeContinuationToken, pageOf } from './continuation-token';

describe('continuation tokens', () => {
  it('round-trip the position of the last row of a page', () => {
    const position = {
      at: new Date('2026-11-22T04:00:00.123Z'),
      id: '00000000-0000-4000-8000-000000000001',
    };
    expect(decodeContinuationToken(encodeContinuationToken(position))).toEqual(position);
  });

  it('are opaque base64url text', () => {
    const token = encodeContinuationToken({
      at: new Date(0),
      id: '00000000-0000-4000-8000-000000000001',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuse a token the server did not issue, naming the parameter', () => {
    expect(() => decodeContinuationToken('not-a-token')).toThrow(/^continuationToken: /);
  });

  it('refuse a well-formed token whose id is no UUID or whose date no row can carry', () => {
    const craft = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const token of [
      craft(['2026-01-01T00:00:00.000Z', 'not-a-uuid']),
      craft(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000001']),
      craft(['-000001-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000001']),
      craft([0, '00000000-0000-4000-8000-000000000001']),
      craft({ createdAt: '2026-01-01T00:00:00.000Z' }),
    ]) {
      expect(() => decodeContinuationToken(token), token).toThrow(/^continuationToken: /);
    }
  });

  it('make a page of one row more than a page, with a token only when more follow', () => {
    const rows = [1, 2, 3].map((n) => ({
      n,
      at: new Date(Date.UTC(2026, 10, n)),
      id: `00000000-0000-4000-8000-00000000000${n}`,
    }));
    const positionOf = (row: (typeof rows)[number]) => ({ at: row.at, id: row.id });
    const full = pageOf(rows, 2, positionOf);
    expect(full.rows.map((row) => row.n)).toEqual([1, 2]);
    expect(decodeContinuationToken(full.continuationToken ?? '')).toEqual({
      at: rows[1]?.at,
      id: rows[1]?.id,
    });
    expect(pageOf(rows, 3, positionOf)).toEqual({ rows, continuationToken: null });
  });
});
