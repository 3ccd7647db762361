import {
  PUBLIC_SESSION_HEADER,
  rateLimitMessage,
  unavailableEndpointMessage,
  uploadFormFields,
} from '@parley/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import { findConversationOf, findSegment } from '../../db/queries/conversations';
import { findPublicEndpointAgent, findPublicSession } from '../../db/queries/public-chat';
import type { PublicSession } from '../../db/queries/public-chat';
import type { RateLimitDecision } from '../../domain/rate-limit';
import { HttpError, notFound, unauthorized } from '../../http/http-error';

export const publicTags = ['public conversations'];
export const endpointParams = z.object({ gptPublicEndpoint: z.string().min(1).max(200) });
export const sessionParams = z.object({ sessionIdentifier: z.string().min(1).max(200) });

/**
 * Who an anonymous caller is: nothing but the session identifier the server issued them. These
 * checks answer 404 for anything the caller may not reach, exactly as for what does not exist.
 */

export async function availableEndpoint(services: AppServices, gptPublicEndpoint: string) {
  const agent = await findPublicEndpointAgent(services.db, gptPublicEndpoint);
  if (!agent) throw notFound(unavailableEndpointMessage(gptPublicEndpoint));
  return agent;
}

const unknownSessionMessage =
  'The public chat session is unknown, or its endpoint is no longer available; start a new session.';

/** The session named by a path or body, while its endpoint is available; 404 otherwise. */
export async function knownSession(
  services: AppServices,
  sessionIdentifier: string,
): Promise<PublicSession> {
  const session = await findPublicSession(services.db, sessionIdentifier);
  if (!session) throw notFound(unknownSessionMessage);
  return session;
}

function headerSessionIdentifier(request: FastifyRequest): string | undefined {
  const value = request.headers[PUBLIC_SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** The session in the `x-cosmos-public-session` header, while its endpoint is available. */
async function headerSession(
  services: AppServices,
  request: FastifyRequest,
): Promise<PublicSession | undefined> {
  const identifier = headerSessionIdentifier(request);
  return identifier ? findPublicSession(services.db, identifier) : undefined;
}

/**
 * The session of an anonymous visitor's upload (chat-spec section 7: the public vision upload
 * carries a session identifier): the session of the upload form's `sessionIdentifier` field, or
 * of the session header on reads. Neither is a 401, as for a caller who must sign in; an unknown
 * session is a 404.
 */
export async function visitorUploadSession(
  services: AppServices,
  request: FastifyRequest,
  formSessionIdentifier: string | undefined,
): Promise<PublicSession> {
  const identifier = formSessionIdentifier || headerSessionIdentifier(request);
  if (!identifier) {
    throw unauthorized(
      `Sign in, or send the public chat session in the "${uploadFormFields.sessionIdentifier}" field or the ${PUBLIC_SESSION_HEADER} header.`,
    );
  }
  return knownSession(services, identifier);
}

/** The owner of an anonymous visitor's uploads: their session (see `visitorUploadSession`). */
export async function visitorUploadOwner(
  services: AppServices,
  request: FastifyRequest,
  formSessionIdentifier: string | undefined,
): Promise<{ publicSessionIdentifier: string }> {
  const session = await visitorUploadSession(services, request, formSessionIdentifier);
  return { publicSessionIdentifier: session.sessionIdentifier };
}

/**
 * The caller's conversation: it must belong to the session in the `x-cosmos-public-session`
 * header. Without that header, or for another session's conversation, the answer is a 404.
 */
export async function sessionConversation(
  services: AppServices,
  request: FastifyRequest,
  conversationId: string,
) {
  const session = await headerSession(services, request);
  const owner = session && { publicSessionIdentifier: session.sessionIdentifier };
  const conversation = owner && (await findConversationOf(services.db, owner, conversationId));
  if (!session || !conversation) throw notFound(`No conversation has the id "${conversationId}".`);
  return { session, conversation };
}

/** A segment of the caller's conversation, or 404. */
export async function sessionSegment(
  services: AppServices,
  request: FastifyRequest,
  conversationId: string,
  segmentId: string,
) {
  const { conversation } = await sessionConversation(services, request, conversationId);
  const segment = await findSegment(services.db, conversation.conversationId, segmentId);
  if (!segment) throw notFound(`The conversation has no segment with the id "${segmentId}".`);
  return segment;
}

/**
 * Over a limit: 429 with Retry-After and the message the widget shows. The header is set before
 * throwing; the error handler keeps it.
 */
export function enforceRateLimit(reply: FastifyReply, decision: RateLimitDecision): void {
  if (decision.allowed) return;
  reply.header('retry-after', String(decision.retryAfterSeconds));
  throw new HttpError(429, rateLimitMessage(decision.retryAfterSeconds));
}
