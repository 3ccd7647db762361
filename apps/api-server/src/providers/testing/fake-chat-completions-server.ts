import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one request. */
export interface FakeCompletion {
  /** Answer with this status and a JSON error body instead of a stream. */
  status?: number;
  /**
   * Statuses to answer the first requests with (a JSON error body and `retry-after-ms: 10`, so a
   * retry does not wait for the backoff), one each, before answering as the rest describes.
   */
  failFirst?: number[];
  /** Content deltas, sent in order as `choices[0].delta.content`. */
  deltas?: string[];
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** After the deltas: `end` finishes properly, `drop` destroys the socket, `hang` keeps it open. */
  after?: 'end' | 'drop' | 'hang';
  /** Called as each request arrives, before it is answered (e.g. to note what happened first). */
  onRequest?: () => void;
}

export interface FakeChatCompletionsServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  /** Each request's JSON body and authorization header, in arrival order. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function sendEvent(response: ServerResponse, data: unknown): void {
  response.write(`data: ${JSON.stringify(data)}\n\n`);
}

/**
 * A local stand-in for an OpenAI-compatible server: `POST /v1/chat/completions` answers with the
 * chat-completions streaming protocol (`text/event-stream`, `data: {...}` chunks, a usage chunk,
 * `data: [DONE]`), so tests drive the real provider code over real HTTP on 127.0.0.1.
 */
export async function startFakeChatCompletionsServer(
  reply: FakeCompletion,
): Promise<FakeChatCompletionsServer> {
  const requests: FakeChatCompletionsServer['requests'] = [];
  const server = createServer((request, response) => {
    reply.onRequest?.();
    void (async () => {
      const body = await readJson(request);
      requests.push({ body, authorization: request.headers.authorization });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const status = reply.failFirst?.[requests.length - 1] ?? reply.status;
      if (status !== undefined) {
        response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        response.end(
          JSON.stringify({ error: { message: `Fake failure ${status}`, type: 'server_error' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: String(body.model),
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      });
      sendEvent(response, chunk({ role: 'assistant', content: '' }, null));
      for (const content of reply.deltas ?? []) sendEvent(response, chunk({ content }, null));
      if (reply.after === 'drop') {
        // An SSE comment, so the socket is destroyed only once the deltas before it were sent.
        response.write(': dropping\n\n', () => response.socket?.destroy());
        return;
      }
      if (reply.after === 'hang') return;
      sendEvent(response, chunk({}, 'stop'));
      if (reply.usage !== undefined) {
        sendEvent(response, { ...chunk({}, null), choices: [], usage: reply.usage });
      }
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
