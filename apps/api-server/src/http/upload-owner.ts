import type { FastifyRequest } from 'fastify';
import type { UploadOwner } from '../db/queries/uploads';
import { signedInUser } from './authorization';

/**
 * The owner of the uploads a signed-in request makes or reads (`UploadOwner`). A route that also
 * serves public-chat visitors resolves the visitor's session itself (`visitorUploadOwner`).
 */
export function uploadOwnerFor(request: FastifyRequest): UploadOwner {
  return { userId: signedInUser(request).userId };
}
