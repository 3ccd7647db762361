import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../http/authorization';

/**
 * Who owns an upload (a vision image or an attachment) and so may read it and ask with it: a
 * signed-in user, or an anonymous public-chat session (chat-spec section 7: "the public variant
 * carries a session identifier"). Rows store one of the two (`owner_user_id` or
 * `public_session_identifier`); `ownerColumns` writes them and `ownedBy` reads them back.
 */
export type UploadOwner = { userId: string } | { publicSessionIdentifier: string };

/**
 * The owner of the uploads a request makes or reads. Today every upload route needs a signed-in
 * user; the public-chat server makes a request carrying a valid public session resolve to
 * `{ publicSessionIdentifier }` here, and every upload route and the ownership checks follow.
 */
export function uploadOwnerFor(request: FastifyRequest): UploadOwner {
  return { userId: signedInUser(request).userId };
}

/** The owner columns of a new row. */
export function ownerColumns(owner: UploadOwner): {
  ownerUserId: string | null;
  publicSessionIdentifier: string | null;
} {
  return 'userId' in owner
    ? { ownerUserId: owner.userId, publicSessionIdentifier: null }
    : { ownerUserId: null, publicSessionIdentifier: owner.publicSessionIdentifier };
}

/** The condition "this row belongs to the owner", for a table with the two owner columns. */
export function ownedBy(
  columns: { ownerUserId: PgColumn; publicSessionIdentifier: PgColumn },
  owner: UploadOwner,
): SQL {
  return 'userId' in owner
    ? eq(columns.ownerUserId, owner.userId)
    : eq(columns.publicSessionIdentifier, owner.publicSessionIdentifier);
}
