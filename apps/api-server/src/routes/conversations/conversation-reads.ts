import type { CitationDownload, Conversation } from '@parley/api-contract';
import type { AppServices } from '../../app-context';
import {
  findAgentSummary,
  findSegment,
  listSegments,
  updateConversation,
} from '../../db/queries/conversations';
import type {
  ConversationOwner,
  ConversationRow,
  SegmentRow,
} from '../../db/queries/conversations';
import { findLibraryDocument } from '../../db/queries/gpt-systems';
import { attachmentIdOfCitationPath, citedAttachmentText } from '../../domain/upload-links';
import { conversationView } from '../../domain/views';
import type { AgentSummary } from '../../domain/views';
import { badRequest, notFound } from '../../http/http-error';

/**
 * What user and public conversation routes do alike once they hold a conversation the caller may
 * reach: each route checks that first, with its own rule (an owner, or a public session).
 */

/**
 * The conversation with every segment, as the contract shows it to `viewer`; `answeredBy` is the
 * agent it shows (by default the conversation's own; a test conversation shows its draft).
 */
export async function conversationDetails(
  services: AppServices,
  conversation: ConversationRow,
  viewer: ConversationOwner,
  answeredBy?: AgentSummary,
): Promise<Conversation> {
  const { gptSystemId } = conversation;
  const [agent, segments] = await Promise.all([
    answeredBy ?? (gptSystemId ? findAgentSummary(services.db, gptSystemId) : undefined),
    listSegments(services.db, conversation.conversationId),
  ]);
  if (!agent)
    throw new Error(`The agent of conversation ${conversation.conversationId} is missing.`);
  return conversationView(conversation, agent, segments, viewer);
}

/** Makes a segment of the conversation its selected leaf; another conversation's is a 400. */
export async function selectLeafSegment(
  services: AppServices,
  conversation: ConversationRow,
  selectedLeafSegmentId: string,
): Promise<void> {
  const segment = await findSegment(
    services.db,
    conversation.conversationId,
    selectedLeafSegmentId,
  );
  if (!segment) {
    throw badRequest(
      `selectedLeafSegmentId: the conversation has no segment "${selectedLeafSegmentId}".`,
    );
  }
  await updateConversation(services.db, conversation.conversationId, { selectedLeafSegmentId });
}

/**
 * A library document or an attachment the answer cited, as base64; only what the answer cited can
 * be downloaded.
 */
export async function citedDocument(
  services: AppServices,
  segment: SegmentRow,
  path: string,
): Promise<CitationDownload> {
  const cited = segment.citations.some((citation) => citation.path === path);
  const attachmentId = attachmentIdOfCitationPath(path);
  if (cited && attachmentId) {
    const attachment = await citedAttachmentText(services.db, segment.conversationId, attachmentId);
    if (attachment) return attachment;
  }
  const document =
    cited && segment.answeredWithGptSystemId
      ? await findLibraryDocument(services.db, segment.answeredWithGptSystemId, path)
      : undefined;
  if (!document) throw notFound(`The answer cites no document at "${path}".`);
  return {
    type: document.mimeType,
    data: Buffer.from(document.text, 'utf8').toString('base64'),
  };
}
