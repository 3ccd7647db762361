import type { CitationPassage, Conversation } from '@parley/api-contract';
import type { FastifyReply } from 'fastify';
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
import { findCitedChunk } from '../../db/queries/knowledge';
import { chunkTitle, citedChunkOfPath } from '../../domain/library-search';
import { attachmentIdOfCitationPath, citedAttachmentText } from '../../domain/upload-links';
import { conversationView } from '../../domain/views';
import type { AgentSummary } from '../../domain/views';
import { sendBlobAsBase64Json } from '../../http/blob-reply';
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
/** The library chunk a path of the segment's citations names; 404 for a path it does not cite. */
async function citedChunk(services: AppServices, segment: SegmentRow, path: string) {
  const cited = segment.citations.some((citation) => citation.path === path);
  const reference = cited ? citedChunkOfPath(path) : undefined;
  const chunk = reference ? await findCitedChunk(services.db, reference) : undefined;
  if (!chunk) throw notFound(`The answer cites no passage at "${path}".`);
  return chunk;
}

/**
 * Answers a cited document to save (chat-spec section 7, citation download): an attachment's
 * text, or the library file a cited passage comes from, as uploaded (streamed from the store).
 */
export async function sendCitedDocument(
  reply: FastifyReply,
  services: AppServices,
  segment: SegmentRow,
  path: string,
) {
  const attachmentId = attachmentIdOfCitationPath(path);
  if (attachmentId && segment.citations.some((citation) => citation.path === path)) {
    const attachment = await citedAttachmentText(services.db, segment.conversationId, attachmentId);
    if (attachment) return reply.send(attachment);
  }
  const chunk = await citedChunk(services, segment, path);
  const opened = await services.blobs.open(chunk.blobKey);
  if (!opened) throw notFound(`"${chunk.fileName}" is no longer stored.`);
  return sendBlobAsBase64Json(reply, opened, { type: chunk.mimeType }, 'data');
}

/** The passage a citation points at (issue 16: "the citation opens the passage"). */
export async function citedPassage(
  services: AppServices,
  segment: SegmentRow,
  path: string,
): Promise<CitationPassage> {
  const chunk = await citedChunk(services, segment, path);
  return {
    title: chunkTitle(chunk),
    fileName: chunk.fileName,
    libraryName: chunk.libraryName,
    pageNumber: chunk.pageNumber,
    heading: chunk.heading,
    text: chunk.text,
  };
}
