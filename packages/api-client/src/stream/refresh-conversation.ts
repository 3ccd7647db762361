import { delays } from '@parley/api-contract';
import type { Conversation } from '@parley/api-contract';
import { streamFinished } from '../chat-stream/chat-stream-slice';
import type { StreamKind } from '../chat-stream/chat-stream-slice';
import { publicConversationsApi } from '../endpoints/public-conversations';
import { userConversationsApi } from '../endpoints/user-conversations';
import { logger } from '../logger';
import { wait } from '../wait';
import type { StreamThunk } from './stream-thunk';

/**
 * A fetch of the conversation sent after this moment. RTK Query hands a caller the request
 * already in flight for the same conversation (the screen's, sent when it opened), whose answer
 * may predate the end of the stream: that one is awaited first, then a fresh one is sent.
 */
function fetchAfterNow(
  kind: StreamKind,
  conversationId: string,
): StreamThunk<{ data?: Conversation; error?: unknown }> {
  return async (dispatch) => {
    if (kind === 'public') {
      const { util, endpoints } = publicConversationsApi;
      await dispatch(util.getRunningQueryThunk('getPublicConversation', conversationId));
      return dispatch(
        endpoints.getPublicConversation.initiate(conversationId, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    }
    const { util, endpoints } = userConversationsApi;
    await dispatch(util.getRunningQueryThunk('getConversation', conversationId));
    return dispatch(
      endpoints.getConversation.initiate(conversationId, { subscribe: false, forceRefetch: true }),
    );
  };
}

/** A segment the server has not finished storing: it is still being answered, or not yet known. */
function stillAnswering(conversation: Conversation | undefined, segmentId: string | null): boolean {
  const segment = conversation?.segments.find(
    (candidate) => candidate.conversationSegmentId === segmentId,
  );
  return segment?.status === 'Pending' || segment?.status === 'Streaming';
}

/**
 * Refetches the conversation after its stream ended or was aborted, so the stored answer replaces
 * the streamed one; the streamed segment stays on screen until then. The answer may not be stored
 * yet: a 404, or the answered segment still Pending or Streaming (an aborted answer is stored when
 * the server notices), is retried up to 10 times, waiting 100 ms x 2^n before retry n; any other
 * result stops and completes (chat-spec section 8).
 */
export function refetchConversationWithRetry(
  kind: StreamKind,
  conversationId: string | null,
  segmentId: string | null = null,
): StreamThunk {
  return async (dispatch) => {
    if (conversationId && kind !== 'configState') {
      for (let retry = 0; ; retry += 1) {
        const result = await dispatch(fetchAfterNow(kind, conversationId));
        const error = result.error as { status?: unknown } | undefined;
        const notStored = error?.status === 404 || stillAnswering(result.data, segmentId);
        if (!notStored || retry >= delays.fetchRetryCap) {
          if (error) logger.error('Conversation fetch failed', error);
          break;
        }
        await wait(delays.fetchRetryBaseMs * 2 ** retry);
      }
    }
    dispatch(streamFinished());
  };
}
