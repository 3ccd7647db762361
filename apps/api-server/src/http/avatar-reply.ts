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
 * address names what is answered (the current version, or any version of an identicon, which
 * never changes); otherwise revalidated, so a stale `?v=` cannot pin an old picture.
 */
export async function sendAvatar(reply: FastifyReply, source: AvatarSource) {
  const stored = source.version === null ? undefined : await source.read();
  const mimeType = stored ? sniffAvatarType(stored) : undefined;
  const current = stored && mimeType ? String(source.version) : undefined;
  const headers = avatarHeaders(mimeType ?? 'image/svg+xml');
  if (current !== undefined && source.requestedVersion !== current) {
    headers['cache-control'] = 'no-cache';
  }
  if (current === undefined && source.requestedVersion === undefined) {
    headers['cache-control'] = 'no-cache';
  }
  const body = stored && mimeType ? Buffer.from(stored) : identiconSvg(source.seed);
  return reply.headers(headers).send(body);
}
