import type { FastifyReply } from 'fastify';
import type { OpenedBlob } from '../blobs/blob-store';
import { avatarHeaders, identiconSvg, sniffAvatarType } from '../domain/agent-avatar';
import { peekBlob, sendBlob } from './blob-reply';

export interface AvatarSource {
  /** What the identicon is drawn from: the agent's or the draft's id. */
  seed: string;
  /** The stored image's version; null when there is none. */
  version: number | null;
  /** The `?v=` the address asked for. */
  requestedVersion: string | undefined;
  open: () => Promise<OpenedBlob | undefined>;
}

/** How much of a stored avatar tells its type (an SVG's root may follow a prolog). */
const sniffedBytes = 4_096;

/**
 * Answers an avatar GET: the uploaded image, else the identicon. Cached for a year when the
 * address names what is answered: the image's own version, or for the identicon any `?v=` (clients
 * ask `?v=0` for an agent without an avatar, and a removed image's version is never reused, so
 * the identicon stays right at that address). An image asked for under another version (a client
 * that has not seen the upload yet) is answered but revalidated, so it cannot pin a stale picture.
 */
export async function sendAvatar(reply: FastifyReply, source: AvatarSource) {
  const opened = source.version === null ? undefined : await source.open();
  const peeked = opened && (await peekBlob(opened, sniffedBytes));
  const mimeType = peeked ? sniffAvatarType(peeked.head) : undefined;
  if (opened && !mimeType) opened.body.destroy();
  const image = mimeType ? peeked?.blob : undefined;
  const named = image
    ? String(source.version) === source.requestedVersion
    : source.requestedVersion !== undefined;
  const headers = avatarHeaders(mimeType ?? 'image/svg+xml');
  if (!named) headers['cache-control'] = 'no-cache';
  reply.headers(headers);
  return image ? sendBlob(reply, image) : reply.send(identiconSvg(source.seed));
}
