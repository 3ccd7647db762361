import { isUuid } from '../db/queries/ids';
import type { ListPosition } from '../db/queries/paging';
import { badRequest } from '../http/http-error';

/** An opaque token for the next page: the last row's (time, id), base64url-encoded. */
export function encodeContinuationToken(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString(
    'base64url',
  );
}

/** Rows are created now, so a position outside these years is not one this server wrote. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/**
 * The position a token names; anything this server could not have issued (another shape, an id
 * that is no UUID, a date no row can carry) is refused before it reaches a query.
 */
export function decodeContinuationToken(token: string): ListPosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [at, id] = decoded as unknown[];
      const date = new Date(typeof at === 'string' ? at : Number.NaN);
      const time = date.getTime();
      if (typeof id === 'string' && isUuid(id) && time >= EARLIEST && time <= LATEST) {
        return { at: date, id };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest('continuationToken: not a token this server issued; start from the first page.');
}

/** The position to read after, from a request's optional token. */
export function positionAfter(continuationToken: string | undefined): ListPosition | undefined {
  return continuationToken ? decodeContinuationToken(continuationToken) : undefined;
}

/**
 * One page of a list read with one row more than a page (`limit + 1`): the page's rows, and a
 * token for the next page when that extra row showed one follows.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => ListPosition,
): { rows: Row[]; continuationToken: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    continuationToken:
      rows.length > limit && last ? encodeContinuationToken(positionOf(last)) : null,
  };
}
