import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnthropicServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  /** Each request's JSON body and `x-api-key` header, in arrival order. */
  requests: { body: Record<string, unknown>; apiKey: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Anthropic's Messages API: `POST /v1/messages` streams the named SSE events
 * (`message_start`, `content_block_delta`, `message_delta`, ...) with the given text deltas, or
 * fails with `status`.
 */
export async function startFakeAnthropicServer(reply: {
  deltas?: string[];
  inputTokens?: number;
  outputTokens?: number;
  status?: number;
}): Promise<FakeAnthropicServer> {
  const requests: FakeAnthropicServer['requests'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const apiKey = request.headers['x-api-key'];
      requests.push({ body, apiKey: typeof apiKey === 'string' ? apiKey : undefined });
      if (reply.status !== undefined) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'Fake failure' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (data: Record<string, unknown>) =>
        response.write(`event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`);
      send({
        type: 'message_start',
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: reply.inputTokens ?? 0, output_tokens: 1 },
        },
      });
      send({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
      for (const text of reply.deltas ?? []) {
        send({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } });
      }
      send({ type: 'content_block_stop', index: 0 });
      send({
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: reply.outputTokens ?? 0 },
      });
      send({ type: 'message_stop' });
      response.end();
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
