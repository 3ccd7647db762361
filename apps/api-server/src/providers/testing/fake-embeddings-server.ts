import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEmbeddingsServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  /** Each request's inputs and authorization header, in arrival order. */
  requests: { input: string[]; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible embeddings endpoint (`POST /v1/embeddings`), so tests
 * drive the real provider code over real HTTP. Its "model" knows a few concepts, each a list of
 * words that mean the same: a text's vector counts, per concept, the words of it the text holds.
 * Texts that share a concept but no word come out close, which only a search by meaning finds.
 */
export async function startFakeEmbeddingsServer(
  concepts: readonly (readonly string[])[],
): Promise<FakeEmbeddingsServer> {
  const requests: FakeEmbeddingsServer['requests'] = [];
  const vectorOf = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    // A last dimension that every text has, so no vector is all zeros (cosine needs a length).
    return [
      ...concepts.map((concept) => words.filter((word) => concept.includes(word)).length),
      0.01,
    ];
  };
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string[] };
      requests.push({ input: body.input, authorization: request.headers.authorization });
      if (request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: body.input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: vectorOf(text),
          })),
          model: 'fake-embedding',
          usage: { prompt_tokens: body.input.length, total_tokens: body.input.length },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
