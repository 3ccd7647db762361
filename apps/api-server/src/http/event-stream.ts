import { STREAM_RESPONSE_HEADERS } from '@parley/api-contract';
import type { StreamEvent } from '@parley/api-contract';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: StreamEvent): void;
  /** True once the client went away; later events are dropped. */
  readonly closed: boolean;
  onClose(listener: () => void): void;
  end(): void;
}

/** The events whose text the client appends (ARCHITECTURE section 4): consecutive ones may merge. */
type AppendedEvent = Extract<
  StreamEvent,
  { event: 'response-updated' | 'code-interpreter-updated' }
>;

function isAppended(event: StreamEvent): event is AppendedEvent {
  return event.event === 'response-updated' || event.event === 'code-interpreter-updated';
}

function frame({ event, data }: StreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Takes over the response and writes server-sent events to it (ARCHITECTURE section 4). Fastify's
 * reply is hijacked, so the route's headers are written here, with any already set on the reply.
 *
 * Appended text is not written once per token: the first `response-updated` (or
 * `code-interpreter-updated`) event of a turn of the event loop is written at once, and the ones
 * that follow it in the same turn become one event carrying their text joined, written when the
 * turn's work is done, or when the socket drains if the client reads slower than the model
 * writes. A provider streaming as fast as it can delivers dozens of chunks a turn, and one TLS
 * write and one JSON frame per chunk was much of what the server spent per token (issue 19); a
 * model that sends a token a turn is written as before, token by token, without waiting. Any other
 * event first writes the text before it, so the order stays as sent and the text the client
 * appends is the same.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const headers = { ...reply.getHeaders(), ...STREAM_RESPONSE_HEADERS };
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, headers as Record<string, string>);
  raw.flushHeaders();
  let ended = false;
  let closed = false;
  const listeners: (() => void)[] = [];
  /** Appended text not yet written: the event it belongs to and the text so far. */
  let pending: { event: AppendedEvent['event']; text: string } | undefined;
  /** Text was written this turn: more waits for the turn's end (`endOfTurn`). */
  let turnStarted = false;
  let awaitingDrain = false;

  const write = (text: string) => {
    if (!raw.write(text)) awaitingDrain = true;
  };
  const writePending = () => {
    if (pending === undefined) return;
    const { event, text } = pending;
    pending = undefined;
    write(frame({ event, data: { Text: text } }));
  };
  const endOfTurn = () => {
    turnStarted = false;
    if (closed || ended || awaitingDrain) return;
    writePending();
  };
  raw.on('drain', () => {
    awaitingDrain = false;
    if (!closed && !ended) writePending();
  });
  raw.on('close', () => {
    pending = undefined;
    if (ended) return;
    closed = true;
    for (const listener of listeners) listener();
  });
  return {
    send(event) {
      if (closed || ended) return;
      if (isAppended(event)) {
        if (pending !== undefined && pending.event !== event.event) writePending();
        if (pending === undefined) pending = { event: event.event, text: event.data.Text };
        else pending.text += event.data.Text;
        if (turnStarted || awaitingDrain) return;
        turnStarted = true;
        setImmediate(endOfTurn);
        writePending();
        return;
      }
      writePending();
      write(frame(event));
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
    end() {
      if (ended) return;
      if (!closed) writePending();
      ended = true;
      if (!closed) raw.end();
    },
  };
}
