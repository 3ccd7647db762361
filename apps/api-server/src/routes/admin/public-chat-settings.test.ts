import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  paths,
  publicChatMessages,
  unavailableEndpointMessage,
  type AgentPublicChat,
} from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gptSystems } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { cspDirectives } from '../../test-support/content-security-policy';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import {
  askPublicly,
  newSession,
  startPublicConversation,
} from '../public-conversations/testing/public-visitor';

const { admin, staff, moderator } = seededUsers;
const agentId = seedIds.agents.assistant;
const personalId = '00000000-0000-4000-8000-0000000009b1';
const deletedId = '00000000-0000-4000-8000-0000000009b2';
const hostPage = 'https://shop.example.com';

const settings = (changes: Partial<AgentPublicChat> & { regenerateEndpoint?: boolean } = {}) => ({
  enabled: true,
  allowedOrigins: [hostPage],
  questionsPerMinutePerSession: 20,
  questionsPerMinutePerAddress: 60,
  questionsPerMinutePerEndpoint: 600,
  brandKey: null,
  ...changes,
});

describe("a system agent's public chat settings (admin PUT gptSystems/{id}/publicChat)", () => {
  let server: TestServer;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'parley-public-chat-settings-'));
    const dist = path.join(appsDir, 'public-chat', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>public chat</title>');
    server = await startTestServer({ env: { PARLEY_APPS_DIR: appsDir } });
    await insertPersonalAgent(server, personalId);
    await server.database.db.insert(gptSystems).values({
      gptSystemId: deletedId,
      name: 'Retired desk',
      gptSystemType: 'System',
      introduction: 'Hello.',
      systemPrompt: 'Be brief.',
      deploymentName: 'offline',
      deletedAt: new Date(),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  const put = (userName: string, payload: object, gptSystemId: string = agentId) =>
    server.as(userName, {
      method: 'PUT',
      url: paths.admin.gptSystemPublicChat(gptSystemId),
      payload,
    });
  const publicChatOf = async (gptSystemId: string = agentId) =>
    (await server.as(admin, { method: 'GET', url: paths.admin.gptSystem(gptSystemId) })).json()
      .publicChat as AgentPublicChat;
  const frameAncestors = async (endpoint: string) =>
    cspDirectives(
      (await server.app.inject({ method: 'GET', url: `/public-chat/${endpoint}/true` })).headers[
        'content-security-policy'
      ],
    )['frame-ancestors'];

  it('shows the seeded endpoint, its origins, limits and brand on the admin GET of the agent', async () => {
    expect(await publicChatOf()).toEqual({
      enabled: true,
      endpoint: 'parley-demo',
      allowedOrigins: [],
      questionsPerMinutePerSession: 20,
      questionsPerMinutePerAddress: 60,
      questionsPerMinutePerEndpoint: 600,
      brandKey: null,
    });
  });

  it('lets the new allowed origins frame the chat from the next page request, and refuses a removed one', async () => {
    const answer = await put(
      admin,
      settings({ allowedOrigins: [hostPage, 'http://127.0.0.1:8080'] }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ endpoint: 'parley-demo', enabled: true });
    expect(await frameAncestors('parley-demo')).toBe(`'self' ${hostPage} http://127.0.0.1:8080`);

    await put(admin, settings({ allowedOrigins: ['http://127.0.0.1:8080'] }));
    expect(await frameAncestors('parley-demo')).toBe("'self' http://127.0.0.1:8080");
  });

  it('applies a new per-session limit to the next question', async () => {
    await put(admin, settings({ questionsPerMinutePerSession: 1 }));
    const session = await newSession(server);
    await askPublicly(server, session, 'One');
    const refused = await startPublicConversation(server, session, 'Two');
    expect(refused.statusCode).toBe(429);
    await put(admin, settings());
  });

  it('themes new public sessions with the chosen brand, and the default brand again when cleared', async () => {
    await put(admin, settings({ brandKey: 'harbour' }));
    const session = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
    });
    expect(session.json().brandKey).toBe('harbour');
    await put(admin, settings({ brandKey: null }));
    const again = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
    });
    expect(again.json().brandKey).toBe('default');
  });

  it('switched off, answers the unknown-endpoint response, and any site may frame its page; on again, the same address works', async () => {
    await put(admin, settings({ enabled: false }));
    const refused = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(unavailableEndpointMessage('parley-demo'));
    expect(await frameAncestors('parley-demo')).toBe('*');
    expect((await publicChatOf()).endpoint).toBe('parley-demo');

    await put(admin, settings());
    expect(await newSession(server)).toBeTruthy();
  });

  it('makes a URL-safe key when first switched on, and a new one on request, after which the old address is unknown', async () => {
    const first = (await put(admin, settings(), seedIds.agents.handbook)).json() as AgentPublicChat;
    expect(first.endpoint).toMatch(/^handbook-search-[a-z0-9]{12}$/);
    expect(await newSession(server, first.endpoint ?? '')).toBeTruthy();

    const second = (
      await put(admin, settings({ regenerateEndpoint: true }), seedIds.agents.handbook)
    ).json() as AgentPublicChat;
    expect(second.endpoint).toMatch(/^handbook-search-[a-z0-9]{12}$/);
    expect(second.endpoint).not.toBe(first.endpoint);
    const old = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session(first.endpoint ?? ''),
    });
    expect(old.statusCode).toBe(404);
  });

  it('audits each change with the settings before and after', async () => {
    await put(admin, settings({ questionsPerMinutePerAddress: 30 }));
    const [entry] = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=GptSystem&aggregateRootId=${agentId}`,
      })
    ).json().items;
    expect(entry).toMatchObject({
      domainOperation: 'PublicChatChanged',
      userName: admin,
      details: {
        before: { questionsPerMinutePerAddress: 60, endpoint: 'parley-demo' },
        after: { questionsPerMinutePerAddress: 30, endpoint: 'parley-demo' },
      },
    });
    await put(admin, settings());
  });

  it('names each field at fault: an origin with a path, a wildcard, a limit out of bounds, an unknown brand', async () => {
    const invalid = await put(
      admin,
      settings({
        allowedOrigins: ['https://shop.example.com/chat', 'https://*.example.com'],
        questionsPerMinutePerEndpoint: 0,
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([
      {
        field: 'allowedOrigins.0',
        message:
          '"https://shop.example.com/chat": an origin has no path, query or fragment; remove what follows the host.',
      },
      {
        field: 'allowedOrigins.1',
        message: '"https://*.example.com": wildcards are not supported; list each origin.',
      },
      {
        field: 'questionsPerMinutePerEndpoint',
        message: publicChatMessages.rateLimit('questionsPerMinutePerEndpoint'),
      },
    ]);

    const brand = await put(admin, settings({ brandKey: 'nobody' }));
    expect(brand.statusCode).toBe(400);
    expect(brand.json().fields).toEqual([
      { field: 'brandKey', message: publicChatMessages.unknownBrand('nobody') },
    ]);
  });

  it('lists the brands an administrator of agents can choose from', async () => {
    const answer = await server.as(admin, { method: 'GET', url: paths.admin.brands() });
    expect(answer.statusCode).toBe(200);
    expect(
      (answer.json() as { items: { brandKey: string }[] }).items.map((item) => item.brandKey),
    ).toEqual(['default', 'harbour']);
    expect((await server.as(staff, { method: 'GET', url: paths.admin.brands() })).statusCode).toBe(
      403,
    );
  });

  it('refuses to change a deleted agent (409), saying why', async () => {
    const refused = await put(admin, settings(), deletedId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(publicChatMessages.deletedAgent);
  });

  it('refuses a personal agent with a 403 that says why', async () => {
    const refused = await put(admin, settings(), personalId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(publicChatMessages.personalAgent);
  });

  it('refuses users without GptSystemsWrite, and anonymous callers', async () => {
    expect((await put(staff, settings())).statusCode).toBe(403);
    expect((await put(moderator, settings())).statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: paths.admin.gptSystemPublicChat(agentId),
      payload: settings(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
