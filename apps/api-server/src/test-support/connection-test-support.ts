import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '@parley/api-contract';
import { seededUsers } from './test-server';
import type { TestServer } from './test-server';

/** A local HTTP server for a test (loopback only), answering with `handler`. */
export interface LocalSite {
  origin: string;
  /** Every request it received: method, path and authorization header. */
  requests: { method: string; url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startLocalSite(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalSite> {
  const requests: LocalSite['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorization: request.headers.authorization,
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * An OpenAI-compatible model endpoint at `{origin}/v1` listing `models()` at `/v1/models`, for
 * the key given (401 for another).
 */
export function fakeModelEndpoint(models: () => string[], apiKey: string) {
  return startLocalSite((request, response) => {
    if (request.url !== '/v1/models') {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"key"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        data: models().map((id) => ({ id, object: 'model', owned_by: 'test' })),
      }),
    );
  });
}

/** Switches the instance's AllowConnections (Instance settings, Branding) as the administrator. */
export async function allowConnections(server: TestServer, allow: boolean): Promise<void> {
  const url = paths.admin.brandingSettings();
  const current = (await server.as(seededUsers.admin, { method: 'GET', url })).json() as Record<
    string,
    unknown
  >;
  const response = await server.as(seededUsers.admin, {
    method: 'PUT',
    url,
    payload: {
      name: current.name,
      organizationName: current.organizationName,
      showFooter: current.showFooter,
      allowConnections: allow,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Not switched: ${response.body}`);
}

/** Polls until `read` answers a value `done` accepts; fails with the last one after the bound. */
export async function waitUntil<Value>(
  read: () => Promise<Value>,
  done: (value: Value) => boolean,
  timeoutMs = 30_000,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) {
      throw new Error(`Not reached within ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}
