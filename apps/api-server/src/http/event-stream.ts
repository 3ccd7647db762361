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

/**
 * Takes over the response and writes server-sent events to it (ARCHITECTURE section 4). Fastify's
 * reply is hijacked, so the route's headers are written here, with any already set on the reply.
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
  raw.on('close', () => {
    if (ended) return;
    closed = true;
    for (const listener of listeners) listener();
  });
  return {
    send({ event, data }) {
      if (closed || ended) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
    end() {
      if (ended) return;
      ended = true;
      if (!closed) raw.end();
    },
  };
}
