import {
  delays,
  paths,
  postSegmentRequestSchema,
  startConversationRequestSchema,
} from '@parley/api-contract';
import type { PostSegmentRequest, StartConversationRequest } from '@parley/api-contract';
import { baseApi } from '../base-api';
import {
  conversationCleared,
  conversationSelected,
  questionStarted,
  streamAborted,
  streamRequestFulfilled,
  streamRequestRejected,
} from '../chat-stream/chat-stream-slice';
import type { ChatStreamState, QuestionStartedPayload } from '../chat-stream/chat-stream-slice';
import { logger } from '../logger';
import { wait } from '../wait';
import { streamRequestErrorOf } from './read-stream';
import { refetchConversationWithRetry } from './refresh-conversation';
import { sendQuestion } from './send-question';
import type { StreamThunk } from './stream-thunk';

function chatStreamOf(state: unknown): ChatStreamState {
  return (state as { chatStream: ChatStreamState }).chatStream;
}

/** History and Recent agents change when a question is answered or stopped. */
const privateListsRefresh = baseApi.util.invalidateTags([
  { type: 'Conversation', id: 'LIST' },
  { type: 'GptSystem', id: 'RECENT' },
]);

/**
 * A question refused 403 may have met the guidelines consent gate: the document changed since the
 * user accepted it. The document and the consents load again, so the composer asks anew.
 */
const guidelinesRecheck = baseApi.util.invalidateTags(['GuidelinesDocument', 'GuidelinesConsent']);

/**
 * Runs one question's stream: the pending segment, every event into the chat-stream slice, and
 * when the server ends the stream the refetch of the stored conversation. A running stream is
 * aborted first. The POST is never retried, except once after a 401 renewed the token. An abort
 * by the user leaves the follow-up to `abortStream`.
 */
function streamQuestion(path: string, body: unknown, started: QuestionStartedPayload): StreamThunk {
  return async (dispatch, getState, extra) => {
    const signal = extra.streams.begin();
    dispatch(questionStarted(started));
    try {
      await sendQuestion({ path, body, signal, dispatch, getState, extra });
    } catch (error) {
      extra.streams.end(signal);
      if (signal.aborted) return;
      logger.error('Chat request failed', error);
      const refusal = streamRequestErrorOf(error);
      dispatch(streamRequestRejected(refusal));
      if (refusal.status === 403) dispatch(guidelinesRecheck);
      return;
    }
    extra.streams.end(signal);
    if (signal.aborted) return;
    dispatch(streamRequestFulfilled());
    // The finished answer renders in this task; the lists and the conversation refresh in the
    // next, so that the end of a long answer is two short tasks instead of one long one.
    await wait(0);
    if (started.kind === 'private') dispatch(privateListsRefresh);
    const { currentConversationId, currentConversationSegmentId } = chatStreamOf(getState());
    await dispatch(
      refetchConversationWithRetry(
        started.kind,
        currentConversationId,
        currentConversationSegmentId,
      ),
    );
  };
}

/** Starts a conversation with an agent (chat-spec section 7, "Start conversation"). */
export function startConversation(
  gptSystemId: string,
  request: StartConversationRequest,
): StreamThunk {
  const body = startConversationRequestSchema.parse(request);
  return streamQuestion(paths.userConversations.byGptSystemId(gptSystemId), body, {
    kind: 'private',
    question: body.question,
    visionImageIds: body.visionImageIds,
    attachmentIds: body.attachmentIds,
    sessionIdentifier: body.session.sessionIdentifier,
  });
}

/** Starts an anonymous visitor's conversation on a public endpoint. */
export function startPublicConversation(
  gptPublicEndpoint: string,
  request: StartConversationRequest,
): StreamThunk {
  const body = startConversationRequestSchema.parse(request);
  return streamQuestion(paths.publicConversations.byGptPublicEndpoint(gptPublicEndpoint), body, {
    kind: 'public',
    question: body.question,
    visionImageIds: body.visionImageIds,
    attachmentIds: body.attachmentIds,
    sessionIdentifier: body.session.sessionIdentifier,
  });
}

/** Asks the next question of a conversation, or branches from an earlier segment. */
export function postSegment(
  conversationId: string,
  request: PostSegmentRequest,
  audience: 'private' | 'public' = 'private',
): StreamThunk {
  const body = postSegmentRequestSchema.parse(request);
  const conversations = audience === 'public' ? paths.publicConversations : paths.userConversations;
  return streamQuestion(conversations.segments(conversationId), body, {
    kind: audience,
    question: body.question,
    visionImageIds: body.visionImageIds,
    attachmentIds: body.attachmentIds,
    conversationId,
  });
}

/**
 * Stops the answer: marks it aborted, cancels the request, and after 1 s refetches the
 * conversation (with the 404 retry) and refreshes the private list (chat-spec section 4).
 */
export function abortStream(): StreamThunk {
  return async (dispatch, getState, extra) => {
    dispatch(streamAborted());
    extra.streams.abort();
    await wait(delays.abortFollowUpMs);
    const { streamKind, currentConversationId, currentConversationSegmentId } =
      chatStreamOf(getState());
    dispatch(privateListsRefresh);
    await dispatch(
      refetchConversationWithRetry(streamKind, currentConversationId, currentConversationSegmentId),
    );
  };
}

/** New chat: the current conversation is cleared and any running stream aborted. */
export function restartConversation(): StreamThunk {
  return async (dispatch, _getState, extra) => {
    extra.streams.abort();
    dispatch(conversationCleared());
  };
}

/**
 * Opens another conversation. A stream still running is aborted and the list refetched after
 * 1 s, when the server has stored what was answered (chat-spec section 4). Selecting the current
 * conversation changes nothing: a new conversation's route opens it while its answer streams.
 */
export function selectConversation(conversationId: string, gptSystemId?: string): StreamThunk {
  return async (dispatch, getState, extra) => {
    if (chatStreamOf(getState()).currentConversationId === conversationId) return;
    const wasStreaming = extra.streams.abort();
    dispatch(conversationSelected({ conversationId, gptSystemId }));
    if (!wasStreaming) return;
    await wait(delays.abortFollowUpMs);
    dispatch(privateListsRefresh);
  };
}
