import {
  paths,
  postSegmentRequestSchema,
  startConversationRequestSchema,
} from '@parley/api-contract';
import type { PostSegmentRequest, StartConversationRequest } from '@parley/api-contract';
import {
  configStateSelected,
  questionStarted,
  streamFinished,
  streamRequestFulfilled,
  streamRequestRejected,
} from '../chat-stream/chat-stream-slice';
import type { ChatStreamState, QuestionStartedPayload } from '../chat-stream/chat-stream-slice';
import { logger } from '../logger';
import { sendQuestion } from './send-question';
import type { StreamThunk } from './stream-thunk';

type ConfigStateQuestion = Omit<QuestionStartedPayload, 'kind'>;

/**
 * Runs a test question of the agent editor: events go to the chat-stream slice as kind
 * `configState`, whose step-update, response-model errors and no-more-data keep the long-running
 * task's steps and errors (chat-spec section 4). The POST is never retried, except once after a
 * 401 renewed the token (chat-spec section 8). When the stream ends, the config state (its
 * validation errors may have changed) and the test conversation are refetched.
 */
function streamConfigStateQuestion(
  configStateId: string,
  path: string,
  body: unknown,
  question: ConfigStateQuestion,
): StreamThunk {
  return async (dispatch, getState, extra) => {
    const signal = extra.streams.begin();
    dispatch(configStateSelected(configStateId));
    dispatch(questionStarted({ ...question, kind: 'configState' }));
    try {
      await sendQuestion({ path, body, signal, dispatch, getState, extra });
    } catch (error) {
      extra.streams.end(signal);
      if (signal.aborted) return;
      logger.error('Config-state request failed', error);
      dispatch(streamRequestRejected());
      return;
    }
    extra.streams.end(signal);
    if (signal.aborted) return;
    dispatch(streamRequestFulfilled());
    // Loaded on demand: the composer that sends test questions is on the chat's first screen, and
    // these endpoints are the agent editor's (already loaded by the time it asks).
    const { configStatesApi } = await import('../endpoints/config-states');
    dispatch(configStatesApi.util.invalidateTags([{ type: 'ConfigState', id: configStateId }]));
    const { currentConversationId } = (getState() as { chatStream: ChatStreamState }).chatStream;
    if (currentConversationId) {
      const refetch = await dispatch(
        configStatesApi.endpoints.getConfigStateConversation.initiate(
          { configStateId, conversationId: currentConversationId },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (refetch.error) logger.error('Config-state conversation fetch failed', refetch.error);
    }
    dispatch(streamFinished());
  };
}

/** Starts a test conversation in the agent editor (chat-spec section 7, config-state segments). */
export function startConfigStateConversation(
  configStateId: string,
  request: StartConversationRequest,
): StreamThunk {
  const body = startConversationRequestSchema.parse(request);
  return streamConfigStateQuestion(
    configStateId,
    paths.configStates.conversations(configStateId),
    body,
    {
      question: body.question,
      visionImageIds: body.visionImageIds,
      attachmentIds: body.attachmentIds,
      sessionIdentifier: body.session.sessionIdentifier,
    },
  );
}

/** Asks the next test question of a config-state conversation. */
export function postConfigStateSegment(
  configStateId: string,
  conversationId: string,
  request: PostSegmentRequest,
): StreamThunk {
  const body = postSegmentRequestSchema.parse(request);
  return streamConfigStateQuestion(
    configStateId,
    paths.configStates.segments(configStateId, conversationId),
    body,
    {
      question: body.question,
      visionImageIds: body.visionImageIds,
      attachmentIds: body.attachmentIds,
      conversationId,
    },
  );
}
