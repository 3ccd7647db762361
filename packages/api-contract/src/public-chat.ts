import * as z from 'zod/mini';
import { idSchema } from './common';

/**
 * The header that carries an anonymous visitor's session on every public-chat call that names a
 * conversation. Its name begins with `x-cosmos`, so the standard client stores it from the session
 * answer and sends it back on every request, the stream POSTs included (chat-spec section 7).
 */
export const PUBLIC_SESSION_HEADER = 'x-cosmos-public-session';

/**
 * `POST .../publicConversations/byGptPublicEndpoint/{gptPublicEndpoint}/session`: a new anonymous
 * session for one public endpoint. The identifier is unguessable and works only with that endpoint.
 */
export const publicChatSessionSchema = z.object({
  sessionIdentifier: z.string().check(z.minLength(1), z.maxLength(200)),
  gptPublicEndpoint: z.string().check(z.minLength(1), z.maxLength(200)),
  gptSystemId: idSchema,
  /** The brand the public chat is themed with. */
  brandKey: z.string().check(z.minLength(1)),
});

/**
 * The message of a 429 answer on public chat, which the widget shows as it is; the same seconds
 * travel in the `Retry-After` header.
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many messages. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
}

/** The message of a 404 for an endpoint that does not exist or is switched off. */
export function unavailableEndpointMessage(gptPublicEndpoint: string): string {
  return `The public chat "${gptPublicEndpoint}" does not exist or is not available.`;
}

export type PublicChatSession = z.infer<typeof publicChatSessionSchema>;
