import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api-extra';
import { apiUrl } from '../api-url';
import { sessionTokensReceived } from '../chat-stream/chat-stream-slice';
import { streamEventAction } from '../chat-stream/stream-event-action';
import { requestHeaders } from '../request-headers';
import { renewTokenAfterUnauthorized } from '../token-renewal';
import { readStream, StreamHttpError } from './read-stream';

export interface SendQuestionOptions {
  path: string;
  body: unknown;
  signal: AbortSignal;
  dispatch: ThunkDispatch<unknown, ApiExtra, UnknownAction>;
  getState: () => unknown;
  extra: ApiExtra;
}

/**
 * Posts a question and feeds every event of its answer into the chat-stream slice. The POST is
 * never retried, except once after a 401 that renewed the token: the server refused it before
 * storing anything, so nothing is duplicated (chat-spec section 8).
 */
export async function sendQuestion({
  path,
  body,
  signal,
  dispatch,
  getState,
  extra,
}: SendQuestionOptions): Promise<void> {
  const headers = () => requestHeaders(getState(), extra.tokens);
  const send = (sent: Record<string, string>) =>
    readStream({
      url: apiUrl(extra.baseUrl, path),
      body,
      headers: sent,
      signal,
      onEvent: (event) => dispatch(streamEventAction(event)),
      onSessionTokens: (tokens) => dispatch(sessionTokensReceived(tokens)),
    });
  const first = headers();
  try {
    await send(first);
    return;
  } catch (error) {
    const unauthorized = error instanceof StreamHttpError && error.status === 401;
    if (!unauthorized || !(await renewTokenAfterUnauthorized(extra.tokens, first.Authorization))) {
      throw error;
    }
  }
  await send(headers());
}
