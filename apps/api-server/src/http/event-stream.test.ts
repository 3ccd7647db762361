import type { AddressInfo } from 'node:net';
import type { StreamEvent } from '@parley/api-contract';
import Fastify from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEventStream } from '../test-support/event-stream-client';
import { openEventStream, type EventStream } from './event-stream';

const text = (Text: string): StreamEvent => ({ event: 'response-updated', data: { Text } });
const code = (Text: string): StreamEvent => ({ event: 'code-interpreter-updated', data: { Text } });
const step: StreamEvent = { event: 'step-update', data: { Status: 'Searching' } };
const done: StreamEvent = { event: 'no-more-data', data: {} };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The events a client reads over real HTTP from a stream that `write` fills, in order. */
async function streamedEvents(write: (stream: EventStream) => Promise<void>) {
  const app = Fastify();
  app.get('/stream', async (_request, reply) => {
    const stream = openEventStream(reply);
    await write(stream);
    stream.end();
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const { port } = app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/stream`);
  return parseEventStream(await response.text());
}

describe('openEventStream', () => {
  it('writes the first text at once and joins the text sent in the same turn after it', async () => {
    const events = await streamedEvents(async (stream) => {
      for (const token of ['The ', 'policy ', 'says ', 'yes.']) stream.send(text(token));
      await nextTurn();
      stream.send(done);
    });
    expect(events).toEqual([text('The '), text('policy says yes.'), done]);
  });

  it('keeps the order of events: text before another event is written before it', async () => {
    const events = await streamedEvents(async (stream) => {
      stream.send(text('A'));
      stream.send(text('B'));
      stream.send(step);
      stream.send(text('C'));
      stream.send(code('x = 1\n'));
      stream.send(code('print(x)\n'));
      stream.send(text('D'));
      stream.send(done);
    });
    expect(events).toEqual([
      text('A'),
      text('B'),
      step,
      text('C'),
      code('x = 1\nprint(x)\n'),
      text('D'),
      done,
    ]);
  });

  it('writes text still waiting when the stream ends', async () => {
    const events = await streamedEvents(async (stream) => {
      stream.send(text('A'));
      stream.send(text('B'));
    });
    expect(events).toEqual([text('A'), text('B')]);
  });

  it('writes text on its own once the turn that sent it is over, without waiting for more', async () => {
    const events = await streamedEvents(async (stream) => {
      stream.send(text('A'));
      stream.send(text('B'));
      await nextTurn();
      await nextTurn();
      stream.send(text('C'));
      stream.send(done);
    });
    expect(events).toEqual([text('A'), text('B'), text('C'), done]);
  });
});
