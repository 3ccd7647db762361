import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { STREAM_RESPONSE_HEADERS } from '@parley/api-contract';
import type { StreamEvent } from '@parley/api-contract';
import { readStream } from '../stream/read-stream';
import { startTestServer } from './test-server';

export type FixtureName =
  'answer-completed' | 'answer-failed' | 'answer-stopped' | 'config-state-errors';

/** The recorded server-sent-event text of a fixture in `chat-stream/fixtures/`. */
export function fixtureText(name: FixtureName): string {
  return readFileSync(join(import.meta.dirname, '../chat-stream/fixtures', `${name}.sse`), 'utf8');
}

/** Answers with an event stream carrying `text`, as the server does. */
export function writeEventStream(
  response: ServerResponse,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(200, { ...STREAM_RESPONSE_HEADERS, ...headers });
  response.end(text);
}

/** Serves a fixture from a real local server and reads it the way production does. */
export async function recordedEvents(name: FixtureName): Promise<StreamEvent[]> {
  const server = await startTestServer((_request, response) =>
    writeEventStream(response, fixtureText(name)),
  );
  const events: StreamEvent[] = [];
  try {
    await readStream({
      url: `${server.url}/stream`,
      body: {},
      headers: {},
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
      onSessionTokens: () => undefined,
    });
  } finally {
    await server.close();
  }
  return events;
}
