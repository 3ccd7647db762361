import {
  postConfigStateSegment,
  postSegment,
  startConfigStateConversation,
  startConversation,
  startPublicConversation,
} from '@parley/api-client';
import type { ComposerTarget } from './composer-target';

export interface OutgoingQuestion {
  question: string;
  visionImageIds: string[];
  attachmentIds: string[];
}

/**
 * The api-client stream thunk that sends `question` to `target` (chat-spec section 3, "Question
 * payload"): a new conversation carries a session identifier, a continuation its lineage.
 */
export function questionThunk(target: ComposerTarget, question: OutgoingQuestion) {
  switch (target.kind) {
    case 'new':
      return startConversation(target.gptSystemId, {
        ...question,
        session: { sessionIdentifier: crypto.randomUUID() },
      });
    case 'public':
      return startPublicConversation(target.endpoint, {
        ...question,
        session: { sessionIdentifier: target.sessionIdentifier },
      });
    case 'segment':
      return postSegment(
        target.conversationId,
        { ...question, lineage: { parentSegmentId: target.parentSegmentId } },
        target.audience ?? 'private',
      );
    case 'configState':
      return target.conversationId === undefined
        ? startConfigStateConversation(target.configStateId, {
            ...question,
            session: { sessionIdentifier: crypto.randomUUID() },
          })
        : postConfigStateSegment(target.configStateId, target.conversationId, {
            ...question,
            lineage: { parentSegmentId: target.parentSegmentId ?? null },
          });
  }
}
