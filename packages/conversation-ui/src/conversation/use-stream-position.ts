import { chatStreamSlice } from '@parley/api-client';
import type { StreamPosition } from './use-conversation-rows';
import { useConversationSelector } from './use-conversation-dispatch';
import type { ConversationState } from './use-conversation-dispatch';

const selectHasStream = (state: ConversationState) =>
  chatStreamSlice.selectors.selectStreamConversationSegment(state) !== null;

const selectStreamSegmentId = (state: ConversationState) =>
  chatStreamSlice.selectors.selectStreamConversationSegment(state)?.conversationSegmentId ?? null;

/**
 * Where the chat-stream slice stands (`useConversationRows` takes it) and whether an answer is
 * streaming now. Each part is a value of its own selector, so a screen re-renders when a stream
 * starts, gets its ids or ends, never for a token of the answer.
 */
export function useStreamPosition(): StreamPosition & { isStreaming: boolean } {
  const currentConversationId = useConversationSelector(
    chatStreamSlice.selectors.selectCurrentConversationId,
  );
  const hasStream = useConversationSelector(selectHasStream);
  const streamSegmentId = useConversationSelector(selectStreamSegmentId);
  const isStreaming = useConversationSelector(chatStreamSlice.selectors.selectIsStreaming);
  return { hasStream, currentConversationId, streamSegmentId, isStreaming };
}
