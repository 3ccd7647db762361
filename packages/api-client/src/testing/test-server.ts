import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

function readRequest(incoming: IncomingMessage): Promise<RecordedRequest> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      resolve({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

/**
 * A real HTTP server on a free loopback port, standing in for the API at the network edge, so
 * code under test runs through the real store, api and base query. Each request is recorded, with
 * its body, before the responder answers it.
 */
export async function startTestServer(responder: Responder): Promise<TestServer> {
  // Loaded on the first call, not at import: stories import the sample builders from the same
  // entry point, and a browser has no node:http.
  const { createServer } = await import('node:http');
  let current = responder;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    void readRequest(incoming).then((request) => {
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

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** Sent as text/plain instead of JSON. */
  text?: string;
}

/** Answers keyed by "METHOD /path" (query string ignored); unknown calls answer 404. */
export type ApiRoutes = Record<string, ApiAnswer | ((url: URL) => ApiAnswer)>;

export interface ApiTestServer {
  baseUrl: string;
  /** "METHOD /path?query" of every call, in order. */
  calls: string[];
  /** Every call with its headers and body, in order. */
  requests: RecordedRequest[];
  routes: ApiRoutes;
  close(): Promise<void>;
}

/**
 * The test server answering from a table of routes, for screens: each "METHOD /path" answers
 * with its status and body (JSON, or `text`), or with what a function of the URL returns.
 * `routes` may be replaced between steps of a test.
 */
export async function startApiTestServer(routes: ApiRoutes): Promise<ApiTestServer> {
  const state = { routes };
  const calls: string[] = [];
  const server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const route = state.routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(url) : (route ?? { status: 404 });
    // The page under test (jsdom's, or a browser's) has another origin than this server.
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (answer.text !== undefined) {
      response.writeHead(answer.status ?? 200, { ...headers, 'Content-Type': 'text/plain' });
      response.end(answer.text);
      return;
    }
    sendJson(response, answer.status ?? 200, answer.body, headers);
  });
  return {
    baseUrl: server.url,
    calls,
    requests: server.requests,
    get routes() {
      return state.routes;
    },
    set routes(next) {
      state.routes = next;
    },
    close: () => server.close(),
  };
}
