import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { limits } from '@parley/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../db/seed/seed-data';
import { buildServer } from '../server';
import { cspDirectives } from '../test-support/content-security-policy';
import { seededUsers, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { ensureLocalhostCertificate } from '../tls';

const signInProvider = 'https://login.example.com';
const publicHost = 'parley.example';

async function makeBuiltApps(appsDir: string) {
  for (const folder of ['chat', 'admin', 'public-chat']) {
    const dist = path.join(appsDir, folder, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${folder}</title>`);
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), `// ${folder}`);
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: TestServer;
let https: FastifyInstance;
let port: number;
let cert: string;
let appsDir: string;
let token: string;

/** A request on a real TLS socket, for a host name other than localhost unless `host` says so. */
function send(
  method: string,
  urlPath: string,
  {
    headers = {},
    body,
    host = publicHost,
  }: { headers?: Record<string, string>; body?: string | Buffer; host?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port,
        method,
        path: urlPath,
        ca: cert,
        headers: { host, ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'parley-headers-'));
  await makeBuiltApps(appsDir);
  server = await startTestServer({
    env: {
      PARLEY_APPS_DIR: appsDir,
      // An external provider the apps' pages must reach, with the embedded one kept on beside it.
      PARLEY_OIDC_AUTHORITY: `${signInProvider}/tenant/v2.0`,
      PARLEY_OIDC_CLIENT_ID: 'parley',
      PARLEY_EMBEDDED_IDP: 'on',
    },
  });
  token = await server.tokenFor(seededUsers.staff);
  const tls = await ensureLocalhostCertificate(server.config.dataDir);
  cert = tls.cert;
  https = await buildServer(server.config, { database: server.database, https: tls });
  await https.parleyReady;
  await https.listen({ port: 0, host: '127.0.0.1' });
  port = (https.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await https.close();
  await server.close();
  await rm(appsDir, { recursive: true, force: true });
});

describe("the apps' pages", () => {
  it.each([
    ['/chat', 'chat', ` ${signInProvider}`, "'self'"],
    ['/admin/settings', 'admin', ` ${signInProvider}`, "'self'"],
    ['/public-chat/parley-demo/true', 'public-chat', '', "'self'"],
    ['/public-chat/nobody-here', 'public-chat', '', '*'],
  ])(
    '%s allows scripts, connections, images and sound only from the origin (the %s app)',
    async (url, _app, signIn, frameAncestors) => {
      const page = await send('GET', url);

      expect(page.status).toBe(200);
      expect(cspDirectives(page.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'media-src': "'self' blob:",
        'font-src': "'self'",
        'connect-src': `'self'${signIn}`,
        'frame-src': `'self'${signIn}`,
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': frameAncestors,
      });
      expect(page.headers).toMatchObject({
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000',
        'x-content-type-options': 'nosniff',
      });
    },
  );
});

describe('every other answer', () => {
  const answers: [string, () => Promise<Answer>, number][] = [
    ['API JSON', () => send('GET', '/api/internal/health'), 200],
    ['an unknown API path', () => send('GET', '/api/internal/nothing-here'), 404],
    ['a call without a token', () => send('GET', '/api/internal/userConversations'), 401],
    [
      'a malformed body',
      () =>
        send('POST', '/api/internal/userPrompts', {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{"title": ',
        }),
      400,
    ],
    ['a path Fastify cannot decode', () => send('GET', '/api/internal/brands/%E0%A4%A/theme'), 400],
    [
      'a body over the limit',
      () =>
        send('POST', '/api/internal/userPrompts', {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: Buffer.alloc(limits.jsonBodyMaxBytes + 1, 'a'),
        }),
      413,
    ],
    ['a hashed asset', () => send('GET', '/assets/main-abc123.js'), 200],
    [
      'a streamed answer (a hijacked reply)',
      () =>
        send('POST', `/api/internal/userConversations/byGptSystemId/${seedIds.agents.assistant}`, {
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'Hello', session: { sessionIdentifier: 'headers' } }),
        }),
      200,
    ],
    [
      "the identity provider's protocol (oidc-provider, past Fastify)",
      () => send('GET', '/idp/.well-known/openid-configuration'),
      200,
    ],
  ];

  it.each(answers)(
    '%s carries nosniff, the referrer policy and HSTS',
    async (_what, answer, status) => {
      const { status: received, headers } = await answer();
      expect(received).toBe(status);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000',
      });
    },
  );

  it("keeps the identity provider's own stricter page policy", async () => {
    const page = await send('GET', '/idp/password');
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(cspDirectives(page.headers['content-security-policy'])).toMatchObject({
      'default-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  it.each(['localhost', `localhost:${8443}`, '127.0.0.1', '[::1]', 'dev.localhost'])(
    'is not sent to %s, where it would send other local development servers to https',
    async (host) => {
      const answer = await send('GET', '/chat', { host });
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('is not sent over plain http', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/chat',
      headers: { host: publicHost },
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
