import { isUuid } from '../db/queries/ids';
import { badRequest } from '../http/http-error';

export interface ListPosition {
  createdAt: Date;
  conversationId: string;
}

/** An opaque token for the next page: the last row's (createdAt, id), base64url-encoded. */
export function encodeContinuationToken(position: ListPosition): string {
  return Buffer.from(
    JSON.stringify([position.createdAt.toISOString(), position.conversationId]),
  ).toString('base64url');
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
      const [createdAt, conversationId] = decoded as unknown[];
      const date = new Date(typeof createdAt === 'string' ? createdAt : Number.NaN);
      const time = date.getTime();
      if (
        typeof conversationId === 'string' &&
        isUuid(conversationId) &&
        time >= EARLIEST &&
        time <= LATEST
      ) {
        return { createdAt: date, conversationId };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest('continuationToken: not a token this server issued; start from the first page.');
}
