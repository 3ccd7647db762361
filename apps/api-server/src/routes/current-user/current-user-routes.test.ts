import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, admin, moderator } = seededUsers;
const base = '/api/internal/currentUser';
const ids = (agents: { gptSystemId: string }[]) => agents.map((agent) => agent.gptSystemId);

describe('current user routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the agents available to the user, the seeded three among them', async () => {
    const response = await server.as(staff, { method: 'GET', url: `${base}/AvailableGptSystems` });
    expect(ids(response.json().items)).toEqual(
      expect.arrayContaining([
        seededAgents.assistant,
        seededAgents.policyGuide,
        seededAgents.handbook,
      ]),
    );
    expect(
      response
        .json()
        .items.find((agent: { publicEndpoint: string | null }) => agent.publicEndpoint),
    ).toMatchObject({
      name: 'Parley Assistant',
      publicEndpoint: 'parley-demo',
    });
  });

  it('gives the user details with personal agent settings', async () => {
    const response = await server.as(staff, { method: 'GET', url: `${base}/details` });
    expect(response.json()).toEqual({
      userId: seedIds.users.staff,
      userName: 'staff@parley.local',
      displayName: 'Sam Staff',
      personalAgentSettings: {
        isBannedFromCreatingAgents: false,
        isBannedFromSharingAgents: false,
      },
    });
  });

  it('gives staff the AgentRead action only', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${base}/UserRolesWithResolvedActions`,
    });
    expect(response.json().userRoles).toEqual([
      { userRoleId: seedIds.roles.staff, name: 'Staff', resolvedActions: ['AgentRead'] },
    ]);
  });

  it('gives the moderator ModerationRead, ModerationWrite and AgentRead', async () => {
    const response = await server.as(moderator, {
      method: 'GET',
      url: `${base}/UserRolesWithResolvedActions`,
    });
    expect(response.json().userRoles[0].resolvedActions.sort()).toEqual([
      'AgentRead',
      'ModerationRead',
      'ModerationWrite',
    ]);
  });

  it('gives the administrator every action of the contract', async () => {
    const response = await server.as(admin, {
      method: 'GET',
      url: `${base}/UserRolesWithResolvedActions`,
    });
    expect(response.json().userRoles[0].resolvedActions).toContain('InstanceSettingsWrite');
    expect(response.json().userRoles[0].resolvedActions.length).toBeGreaterThan(40);
  });

  it('pins and unpins an agent; pinning twice keeps one pin', async () => {
    const pin = `${base}/pinnedGptSystem/${seededAgents.handbook}`;
    expect((await server.as(staff, { method: 'POST', url: pin })).statusCode).toBe(204);
    expect((await server.as(staff, { method: 'POST', url: pin })).statusCode).toBe(204);
    const pinned = await server.as(staff, { method: 'GET', url: `${base}/pinnedGptSystems` });
    expect(ids(pinned.json().pinnedGptSystems)).toEqual([seededAgents.handbook]);
    expect((await server.as(staff, { method: 'DELETE', url: pin })).statusCode).toBe(204);
    const after = await server.as(staff, { method: 'GET', url: `${base}/pinnedGptSystems` });
    expect(after.json().pinnedGptSystems).toEqual([]);
  });

  it('answers 404 when pinning an unknown agent', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/pinnedGptSystem/00000000-0000-4000-8000-000000000999`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists recent agents: the agents of the most recent conversations, newest first, each once', async () => {
    await startConversation(server, admin, seededAgents.handbook, 'Travel?');
    await startConversation(server, admin, seededAgents.assistant, 'Hi');
    await startConversation(server, admin, seededAgents.assistant, 'Again');
    const response = await server.as(admin, { method: 'GET', url: `${base}/recentGptSystems` });
    expect(ids(response.json().recentGpts)).toEqual([
      seededAgents.assistant,
      seededAgents.handbook,
    ]);
  });

  it('moves a pinned agent from Recent to Pinned, and back to Recent when unpinned (chat-spec section 4)', async () => {
    await startConversation(server, admin, seededAgents.handbook, 'Travel?');
    const recent = async () =>
      ids(
        (await server.as(admin, { method: 'GET', url: `${base}/recentGptSystems` })).json()
          .recentGpts,
      );
    const pinned = async () =>
      ids(
        (await server.as(admin, { method: 'GET', url: `${base}/pinnedGptSystems` })).json()
          .pinnedGptSystems,
      );
    expect(await recent()).toContain(seededAgents.handbook);
    const pin = `${base}/pinnedGptSystem/${seededAgents.handbook}`;
    await server.as(admin, { method: 'POST', url: pin });
    expect(await recent()).not.toContain(seededAgents.handbook);
    expect(await pinned()).toContain(seededAgents.handbook);
    await server.as(admin, { method: 'DELETE', url: pin });
    expect(await recent()).toContain(seededAgents.handbook);
    expect(await pinned()).not.toContain(seededAgents.handbook);
  });

  it('records a guidelines consent once and lists it', async () => {
    const consent = `/api/internal/guidelinesDocuments/${seedIds.guidelines.acceptableUse}/consent`;
    const first = (await server.as(staff, { method: 'POST', url: consent })).json();
    const second = (await server.as(staff, { method: 'POST', url: consent })).json();
    expect(second).toEqual(first);
    const list = await server.as(staff, { method: 'GET', url: `${base}/guidelinesConsents` });
    expect(list.json().items).toEqual([first]);
  });
});
