import { delays } from '@parley/api-contract';
import { streamFinished } from '../chat-stream/chat-stream-slice';
import type { StreamKind } from '../chat-stream/chat-stream-slice';
import { publicConversationsApi } from '../endpoints/public-conversations';
import { userConversationsApi } from '../endpoints/user-conversations';
import { logger } from '../logger';
import { wait } from '../wait';
import type { StreamThunk } from './stream-thunk';

function fetchConversation(kind: StreamKind, conversationId: string) {
  const endpoint =
    kind === 'public'
      ? publicConversationsApi.endpoints.getPublicConversation
      : userConversationsApi.endpoints.getConversation;
  return endpoint.initiate(conversationId, { subscribe: false, forceRefetch: true });
}

/**
 * Refetches the conversation after its stream ended or was aborted, so the stored answer replaces
 * the streamed one. The answer may not be stored yet: a 404 is retried up to 10 times, waiting
 * 100 ms x 2^n before retry n; any other result stops and completes (chat-spec section 8).
 */
export function refetchConversationWithRetry(
  kind: StreamKind,
  conversationId: string | null,
): StreamThunk {
  return async (dispatch) => {
    if (conversationId && kind !== 'configState') {
      for (let retry = 0; ; retry += 1) {
        const result = await dispatch(fetchConversation(kind, conversationId));
        const notFound = result.error && 'status' in result.error && result.error.status === 404;
        if (!notFound || retry >= delays.fetchRetryCap) {
          if (result.error) logger.error('Conversation fetch failed', result.error);
          break;
        }
        await wait(delays.fetchRetryBaseMs * 2 ** retry);
      }
    }
    dispatch(streamFinished());
  };
}
