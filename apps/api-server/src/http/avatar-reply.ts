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
 * Answers an avatar GET: the uploaded image, else the identicon. Cached for a year only when the
 * address names a version (`?v=` above 0) that says what is answered: the current image's, or any
 * version of a removed image (versions are never reused, so its identicon stays right). `?v=0` or
 * no `v` means "whatever is current" (the console before it knows the version): revalidated.
 */
export async function sendAvatar(reply: FastifyReply, source: AvatarSource) {
  const stored = source.version === null ? undefined : await source.read();
  const mimeType = stored ? sniffAvatarType(stored) : undefined;
  const image = stored && mimeType ? Buffer.from(stored) : undefined;
  const requested = Number(source.requestedVersion ?? 0);
  const named = image
    ? String(source.version) === source.requestedVersion
    : Number.isInteger(requested) && requested > 0;
  const headers = avatarHeaders(mimeType ?? 'image/svg+xml');
  if (!named) headers['cache-control'] = 'no-cache';
  return reply.headers(headers).send(image ?? identiconSvg(source.seed));
}
