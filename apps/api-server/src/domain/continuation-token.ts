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

export function decodeContinuationToken(token: string): ListPosition {
  try {
    const [createdAt, conversationId] = JSON.parse(
      Buffer.from(token, 'base64url').toString('utf8'),
    ) as unknown[];
    const date = new Date(String(createdAt));
    if (typeof conversationId === 'string' && !Number.isNaN(date.getTime())) {
      return { createdAt: date, conversationId };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest('continuationToken: not a token this server issued; start from the first page.');
}
