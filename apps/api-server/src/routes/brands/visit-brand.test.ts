import { budgetMessages, paths, SETTINGS_VERSION_HEADER } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBudgets, conversations, segments, usageRecords } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { budgetPeriodRange } from '../../domain/budget';
import { brandCalls } from '../../test-support/brand-test-support';
import { parseEventStream, seededAgents } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

/**
 * How a visit gets its brand (issue 17): the brand whose host names hold the request's host, else
 * the instance's default. `127.0.0.1` and `localhost` are two hosts of one loopback server.
 */
const settingsOn = async (server: TestServer, headers: Record<string, string>) =>
  (await server.app.inject({ method: 'GET', url: paths.instanceSettings(), headers })).json() as {
    defaultBrandKey: string;
    currentBrandKey: string;
  };

describe("a visit's brand, by host name", () => {
  let server: TestServer;
  const { create } = brandCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer();
    expect((await create('loopback', { hostNames: ['127.0.0.1'] })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await server.close();
  });

  const brandOn = async (host: string) => (await settingsOn(server, { host })).currentBrandKey;

  it('raises the settings version when host names change, so cached settings are refetched', async () => {
    const version = async () =>
      Number(
        (await server.app.inject({ method: 'GET', url: paths.instanceSettings() })).headers[
          SETTINGS_VERSION_HEADER
        ],
      );
    const before = await version();
    expect((await create('elsewhere', { hostNames: ['elsewhere.example'] })).statusCode).toBe(201);
    expect(await version()).toBeGreaterThan(before);
  });

  it('answers the bound brand on its host and the default brand on any other', async () => {
    expect(await settingsOn(server, { host: '127.0.0.1:5173' })).toMatchObject({
      defaultBrandKey: 'default',
      currentBrandKey: 'loopback',
    });
    expect(await brandOn('localhost:5173')).toBe('default');
    expect(await brandOn('LOCALHOST')).toBe('default');
  });

  it('ignores X-Forwarded-Host while no proxy is trusted (PARLEY_TRUST_PROXY off)', async () => {
    const forwarded = (host: string, forwardedHost: string) =>
      settingsOn(server, { host, 'x-forwarded-host': forwardedHost });
    expect((await forwarded('localhost', '127.0.0.1')).currentBrandKey).toBe('default');
    expect((await forwarded('127.0.0.1', 'localhost')).currentBrandKey).toBe('loopback');
  });

  it('stores a staff conversation and its usage with the brand of the host it started on', async () => {
    const startOn = async (host: string) => {
      const response = await server.as(staff, {
        method: 'POST',
        url: `/api/internal/userConversations/byGptSystemId/${seededAgents.assistant}`,
        headers: { host },
        payload: { question: `Hello from ${host}`, session: { sessionIdentifier: 'visit' } },
      });
      expect(response.statusCode).toBe(200);
      const first = parseEventStream(response.body)[0];
      if (first?.event !== 'conversation-and-segment-id') throw new Error(response.body);
      return first.data.ConversationId;
    };
    const brandOf = async (conversationId: string) => {
      const [row] = await server.database.db
        .select({ brandKey: conversations.brandKey })
        .from(conversations)
        .where(eq(conversations.conversationId, conversationId));
      const usage = await server.database.db
        .select({ brandKey: usageRecords.brandKey })
        .from(usageRecords)
        .innerJoin(segments, eq(segments.segmentId, usageRecords.segmentId))
        .where(eq(segments.conversationId, conversationId));
      return { conversation: row?.brandKey, usage: usage.map((record) => record.brandKey) };
    };
    expect(await brandOf(await startOn('127.0.0.1:3000'))).toEqual({
      conversation: 'loopback',
      usage: ['loopback'],
    });
    expect(await brandOf(await startOn('localhost:3000'))).toEqual({
      conversation: 'default',
      usage: ['default'],
    });
  });

  it("keeps a conversation on its brand's budget whatever host it is continued on", async () => {
    const start = await server.as(staff, {
      method: 'POST',
      url: `/api/internal/userConversations/byGptSystemId/${seededAgents.assistant}`,
      headers: { host: '127.0.0.1' },
      payload: { question: 'Spend a little', session: { sessionIdentifier: 'visit' } },
    });
    const first = parseEventStream(start.body)[0];
    if (first?.event !== 'conversation-and-segment-id') throw new Error(start.body);
    await server.database.db
      .insert(brandBudgets)
      .values({ brandKey: 'loopback', budgetTokens: 1, budgetPeriod: 'Monthly' });
    const continued = await server.as(staff, {
      method: 'POST',
      url: paths.userConversations.segments(first.data.ConversationId),
      headers: { host: 'localhost' },
      payload: {
        question: 'Now on the default brand?',
        lineage: { parentSegmentId: first.data.ConversationSegmentId },
      },
    });
    expect(continued.statusCode).toBe(429);
    expect(continued.json().message).toBe(
      budgetMessages.spent(
        'brand',
        'Monthly',
        budgetPeriodRange('Monthly', new Date()).end.toISOString(),
      ),
    );
    await server.database.db.delete(brandBudgets).where(eq(brandBudgets.brandKey, 'loopback'));
  });

  it("applies a policy limited to a brand on that brand's host only", async () => {
    const policy = await server.as(admin, {
      method: 'POST',
      url: paths.admin.chatAccessPolicies(),
      payload: {
        name: 'Loopback administrators',
        description: 'Only administrators use the assistant on the loopback brand.',
        allAgents: false,
        gptSystemIds: [seededAgents.assistant],
        userRoleIds: [],
        groupIds: [],
        userIds: [seedIds.users.admin],
        brandKey: 'loopback',
      },
    });
    expect(policy.statusCode).toBe(201);
    const agentsOn = async (host: string) =>
      (
        (
          await server.as(staff, {
            method: 'GET',
            url: paths.currentUser.availableGptSystems(),
            headers: { host },
          })
        ).json() as { items: { gptSystemId: string }[] }
      ).items.map((agent) => agent.gptSystemId);
    expect(await agentsOn('127.0.0.1')).not.toContain(seededAgents.assistant);
    expect(await agentsOn('localhost')).toContain(seededAgents.assistant);
    const refused = await server.as(staff, {
      method: 'POST',
      url: `/api/internal/userConversations/byGptSystemId/${seededAgents.assistant}`,
      headers: { host: '127.0.0.1' },
      payload: { question: 'Hello?', session: { sessionIdentifier: 'visit' } },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe("a visit's brand behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Injected requests come from 127.0.0.1, which `loopback` trusts.
    server = await startTestServer({ env: { PARLEY_TRUST_PROXY: 'loopback' } });
    const created = await brandCalls(() => server).create('proxied', {
      hostNames: ['chat.proxied.example'],
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes the host the proxy forwards (X-Forwarded-Host)', async () => {
    const visit = await settingsOn(server, {
      host: 'backend.internal',
      'x-forwarded-host': 'chat.proxied.example',
    });
    expect(visit.currentBrandKey).toBe('proxied');
    expect((await settingsOn(server, { host: 'chat.proxied.example' })).currentBrandKey).toBe(
      'proxied',
    );
  });
});
