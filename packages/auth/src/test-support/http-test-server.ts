import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface TestResponse {
  status: number;
  body?: unknown;
}

export interface HttpTestServer {
  /** The server's root, e.g. `http://127.0.0.1:43121`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port standing in for an edge we cannot reach (the token
 * exchange of another server, Microsoft Graph). Each request is recorded and answered as JSON.
 */
export async function startHttpTestServer(
  answer: (request: RecordedRequest, server: HttpTestServer) => TestResponse,
): Promise<HttpTestServer> {
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
      const { status, body } = answer(request, handle);
      outgoing.writeHead(status, { 'Content-Type': 'application/json' });
      outgoing.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handle: HttpTestServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
  return handle;
}
