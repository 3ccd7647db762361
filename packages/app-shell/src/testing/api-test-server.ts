import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  routes: ApiRoutes;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free loopback port, standing in for the API at the network edge, so
 * screens run through the real store, api and base query.
 */
export async function startApiTestServer(routes: ApiRoutes): Promise<ApiTestServer> {
  const calls: string[] = [];
  const state = { routes };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const route = state.routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(url) : (route ?? { status: 404 });
    const headers = { 'Access-Control-Allow-Origin': '*' };
    request.resume();
    if (answer.text !== undefined) {
      response.writeHead(answer.status ?? 200, { ...headers, 'Content-Type': 'text/plain' });
      response.end(answer.text);
      return;
    }
    response.writeHead(answer.status ?? 200, { ...headers, 'Content-Type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    get routes() {
      return state.routes;
    },
    set routes(next) {
      state.routes = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
