import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/internal/userConversations?includeArchived=true`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Answers one request; it may write the response itself (streams, delays, raw text). */
export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  /** The server's root, e.g. `http://127.0.0.1:43121`. */
  url: string;
  requests: RecordedRequest[];
  /** The recorded requests with this method to this path (query ignored). */
  requestsTo(path: string, method?: string): RecordedRequest[];
  /** Replaces the responder, for the next requests. */
  respond(responder: Responder): void;
  close(): Promise<void>;
}

/** Writes a JSON answer with the given status and extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/**
 * A real HTTP server on a free loopback port, standing in for the API at the network edge. Each
 * request is recorded before the responder answers it.
 */
export async function startTestServer(responder: Responder): Promise<TestServer> {
  let current = responder;
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      current(request, outgoing);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path, method = 'GET') =>
      requests.filter((request) => request.method === method && request.url.split('?')[0] === path),
    respond(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
