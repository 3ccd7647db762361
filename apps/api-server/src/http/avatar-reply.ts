import type { FastifyReply } from 'fastify';
import { avatarHeaders, identiconSvg, sniffAvatarType } from '../domain/agent-avatar';

export interface AvatarSource {
  /** What the identicon is drawn from: the agent's or the draft's id. */
  seed: string;
  /** The stored image's version; null when there is none. */
  version: number | null;
  /** The `?v=` the address asked for. */
  requestedVersion: string | undefined;
  read: () => Promise<Uint8Array | undefined>;
}

/**
 * Answers an avatar GET: the uploaded image, else the identicon. Cached for a year when the
 * address names what is answered: the image's own version, or for the identicon any `?v=` (clients
 * ask `?v=0` for an agent without an avatar, and a removed image's version is never reused, so
 * the identicon stays right at that address). An image asked for under another version (a client
 * that has not seen the upload yet) is answered but revalidated, so it cannot pin a stale picture.
 */
export async function sendAvatar(reply: FastifyReply, source: AvatarSource) {
  const stored = source.version === null ? undefined : await source.read();
  const mimeType = stored ? sniffAvatarType(stored) : undefined;
  const image = stored && mimeType ? Buffer.from(stored) : undefined;
  const named = image
    ? String(source.version) === source.requestedVersion
    : source.requestedVersion !== undefined;
  const headers = avatarHeaders(mimeType ?? 'image/svg+xml');
  if (!named) headers['cache-control'] = 'no-cache';
  return reply.headers(headers).send(image ?? identiconSvg(source.seed));
}
