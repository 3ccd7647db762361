import { fetchEventSource } from '@microsoft/fetch-event-source';
import { parseStreamEvent } from '@parley/api-contract';
import type { StreamEvent } from '@parley/api-contract';
import type { StreamRequestError } from '../chat-stream/chat-stream-slice';
import { parseErrorText } from '../http-errors';
import { logger } from '../logger';
import { sessionTokenHeaders } from '../request-headers';

/** The stream POST was answered with an error status instead of an event stream. */
export class StreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The answer stream was refused with HTTP ${status}`);
    this.name = 'StreamHttpError';
  }
}

/** The server's message in an error body: the text itself, or a JSON body's `message`. */
function serverMessageOf(body: unknown): string | null {
  if (typeof body === 'string') return body || null;
  if (typeof body === 'object' && body !== null && 'message' in body) return String(body.message);
  return null;
}

/** The status and server message of a refused stream POST; no status when it never got an answer. */
export function streamRequestErrorOf(error: unknown): StreamRequestError {
  if (!(error instanceof StreamHttpError)) return { status: null, message: null };
  return { status: error.status, message: serverMessageOf(error.body) };
}

export interface ReadStreamOptions {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
  onEvent(event: StreamEvent): void;
  onSessionTokens(tokens: Record<string, string>): void;
}

/**
 * POSTs a question and hands each server-sent event, parsed with the contract, to `onEvent`.
 * Resolves when the server ends the stream or `signal` aborts it; rejects when the request fails,
 * and never sends the POST twice (ARCHITECTURE section 4).
 */
export async function readStream({
  url,
  body,
  headers,
  signal,
  onEvent,
  onSessionTokens,
}: ReadStreamOptions): Promise<void> {
  const connection = new AbortController();
  signal.addEventListener('abort', () => connection.abort(), { once: true });
  await fetchEventSource(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: connection.signal,
    // Keep streaming in a background tab: reopening would POST the question again.
    openWhenHidden: true,
    fetch: (input, init) => globalThis.fetch(input, init),
    async onopen(response) {
      const tokens = sessionTokenHeaders(response.headers);
      if (Object.keys(tokens).length > 0) onSessionTokens(tokens);
      if (!response.ok) {
        throw new StreamHttpError(response.status, parseErrorText(await response.text()));
      }
    },
    onmessage(message) {
      const event = parseStreamEvent(message.event, message.data);
      if (event) onEvent(event);
      else logger.warn('Ignored a stream event outside the contract', message.event);
    },
    // The server ended the stream: release the connection now rather than on the next retry tick.
    onclose: () => connection.abort(),
    // Throwing stops fetch-event-source from retrying the POST.
    onerror: (error: unknown) => {
      throw error;
    },
  });
}
