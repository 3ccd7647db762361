import type { AppServices } from '../../app-context';
import { findOwnedConversation, findSegment } from '../../db/queries/conversations';
import type { UserWithActions } from '../../db/queries/users';
import { notFound } from '../../http/http-error';

/**
 * The user's conversation, or 404. Another user's conversation answers exactly like a missing one
 * (never 403), so ids cannot be probed to learn that a conversation exists.
 */
export async function ownedConversation(
  services: AppServices,
  user: UserWithActions,
  conversationId: string,
) {
  const conversation = await findOwnedConversation(services.db, user.userId, conversationId);
  if (!conversation) throw notFound(`No conversation has the id "${conversationId}".`);
  return conversation;
}

/** A segment of the user's conversation, or 404. */
export async function ownedSegment(
  services: AppServices,
  user: UserWithActions,
  conversationId: string,
  segmentId: string,
) {
  const conversation = await ownedConversation(services, user, conversationId);
  const segment = await findSegment(services.db, conversation.conversationId, segmentId);
  if (!segment) throw notFound(`The conversation has no segment with the id "${segmentId}".`);
  return { conversation, segment };
}
