import { paths, SETTINGS_VERSION_HEADER } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, segments, usageRecords } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { parseEventStream, seededAgents } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

/**
 * How a visit gets its brand (issue 17): the brand whose host names hold the request's host, else
 * the instance's default. `127.0.0.1` and `localhost` are two hosts of one loopback server.
 */
const brandInput = {
  name: 'Loopback',
  primary: '#0B5394',
  secondary: '#F1C232',
  menu: '#102030',
  menuTextPrimary: '#FFFFFF',
  useGradientButtons: false,
  useLoginBackgroundImg: false,
  loginBackground: '#DDE6EE',
  loginAlignment: 'Left',
};

describe("a visit's brand, by host name", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const created = await server.as(admin, {
      method: 'POST',
      url: paths.admin.brands(),
      payload: { ...brandInput, brandKey: 'loopback', hostNames: ['127.0.0.1'] },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await server.close();
  });

  const settingsOn = async (host: string) =>
    (
      await server.app.inject({ method: 'GET', url: paths.instanceSettings(), headers: { host } })
    ).json() as { defaultBrandKey: string; currentBrandKey: string };

  it('raises the settings version when host names change, so cached settings are refetched', async () => {
    const version = async () =>
      Number(
        (await server.app.inject({ method: 'GET', url: paths.instanceSettings() })).headers[
          SETTINGS_VERSION_HEADER
        ],
      );
    const before = await version();
    const bound = await server.as(admin, {
      method: 'POST',
      url: paths.admin.brands(),
      payload: { ...brandInput, brandKey: 'elsewhere', hostNames: ['elsewhere.example'] },
    });
    expect(bound.statusCode).toBe(201);
    expect(await version()).toBeGreaterThan(before);
  });

  it('answers the bound brand on its host and the default brand on any other', async () => {
    expect(await settingsOn('127.0.0.1:5173')).toMatchObject({
      defaultBrandKey: 'default',
      currentBrandKey: 'loopback',
    });
    expect((await settingsOn('localhost:5173')).currentBrandKey).toBe('default');
    expect((await settingsOn('LOCALHOST')).currentBrandKey).toBe('default');
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
