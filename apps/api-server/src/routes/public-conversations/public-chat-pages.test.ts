import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../../test-support/content-security-policy';
import { startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { askPublicly, newSession, startPublicConversation } from './testing/public-visitor';

const hostPage = 'http://127.0.0.1:9091';

async function makePublicChatBuild(appsDir: string) {
  const dist = path.join(appsDir, 'public-chat', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>public chat</title>');
  await writeFile(path.join(dist, 'embed.js'), '(function () {})();');
}

describe('public chat pages and limits, with the environment overrides of the seeded endpoint', () => {
  let server: TestServer;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'parley-public-chat-'));
    await makePublicChatBuild(appsDir);
    server = await startTestServer({
      env: {
        PARLEY_APPS_DIR: appsDir,
        PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS: hostPage,
        PARLEY_PUBLIC_CHAT_RATE_LIMIT: '2',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it.each(['/public-chat/parley-demo', '/public-chat/parley-demo/true'])(
    'lets the allowed origins frame %s (Content-Security-Policy frame-ancestors)',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const policy = cspDirectives(response.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toBe(`'self' ${hostPage}`);
      expect(policy['script-src']).toBe("'self'");
    },
  );

  it("lets any site frame an unknown endpoint's page, which only says the chat is not available", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/public-chat/nobody-here' });
    expect(response.statusCode).toBe(200);
    const policy = cspDirectives(response.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toBe('*');
    expect(policy['script-src']).toBe("'self'");
  });

  it('serves the embed loader as JavaScript with a short cache, not as the app page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/public-chat/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe('(function () {})();');
  });

  it('answers 429 with Retry-After and the message the widget shows, over the per-session limit', async () => {
    const session = await newSession(server);
    await askPublicly(server, session, 'One');
    await askPublicly(server, session, 'Two');
    const refused = await startPublicConversation(server, session, 'Three');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      `Too many messages. Please wait ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'} and try again.`,
    );
  });

  it("keeps counting each session on its own: another visitor's limit is untouched", async () => {
    const busy = await newSession(server);
    await askPublicly(server, busy, 'One');
    await askPublicly(server, busy, 'Two');
    const calm = await newSession(server);
    const response = await startPublicConversation(server, calm, 'Hello');
    expect(response.statusCode).toBe(200);
  });

  it('needs no bearer token for any public call', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(201);
  });
});
