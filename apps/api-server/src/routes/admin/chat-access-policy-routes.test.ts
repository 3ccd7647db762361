import { adminMessages, paths } from '@parley/api-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { directoryGroups, userGroups } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff, moderator } = seededUsers;
const handbook = seededAgents.handbook;

const policy = (overrides: Record<string, unknown> = {}) => ({
  name: 'Handbook for administrators',
  description: 'Only administrators read the handbook.',
  allAgents: false,
  gptSystemIds: [handbook],
  userRoleIds: [seedIds.roles.administrator],
  groupIds: [],
  userIds: [],
  brandKey: null,
  ...overrides,
});

describe('chat access policies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    await db.insert(directoryGroups).values({ groupId: 'g-finance', displayName: 'Finance' });
    await db.insert(userGroups).values({ userId: seedIds.users.moderator, groupId: 'g-finance' });
  });
  afterAll(() => server.close());
  // Each test starts with no policy: the behaviour before any policy existed.
  beforeEach(async () => {
    const list = (
      await server.as(admin, { method: 'GET', url: paths.admin.chatAccessPolicies() })
    ).json();
    for (const { chatAccessPolicyId } of list.items) {
      await server.as(admin, {
        method: 'DELETE',
        url: paths.admin.chatAccessPolicy(chatAccessPolicyId),
      });
    }
  });

  const create = async (body: Record<string, unknown>) =>
    server.as(admin, { method: 'POST', url: paths.admin.chatAccessPolicies(), payload: body });
  const available = async (userName: string) =>
    (
      (
        await server.as(userName, { method: 'GET', url: paths.currentUser.availableGptSystems() })
      ).json().items as { gptSystemId: string }[]
    ).map((agent) => agent.gptSystemId);
  const details = (userName: string) =>
    server.as(userName, { method: 'GET', url: paths.gptSystems.detailsForConversation(handbook) });

  it('leaves every agent open while no policy names it', async () => {
    expect(await available(staff)).toContain(handbook);
    expect((await details(staff)).statusCode).toBe(200);
  });

  it('hides an agent a policy names from everyone it does not grant: lists, details, chats and pins', async () => {
    await server.as(staff, { method: 'POST', url: paths.currentUser.pinnedGptSystem(handbook) });
    const asked = await startConversation(server, staff, handbook, 'Before the policy');

    const created = await create(policy());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Handbook for administrators',
      gptSystems: [{ gptSystemId: handbook, name: expect.any(String) }],
      userRoles: [{ userRoleId: seedIds.roles.administrator, name: 'Administrator' }],
    });

    expect(await available(staff)).not.toContain(handbook);
    expect(await available(admin)).toContain(handbook);
    expect((await details(staff)).statusCode).toBe(404);
    const start = await server.as(staff, {
      method: 'POST',
      url: paths.userConversations.byGptSystemId(handbook),
      payload: { question: 'After the policy', session: { sessionIdentifier: 'test-session' } },
    });
    expect(start.statusCode).toBe(404);
    const follow = await server.as(staff, {
      method: 'POST',
      url: paths.userConversations.segments(asked.conversationId),
      payload: {
        question: 'Still there?',
        lineage: { parentSegmentId: asked.segmentId },
        session: { sessionIdentifier: 'test-session' },
      },
    });
    expect(follow.statusCode).toBe(404);
    const pinned = (
      await server.as(staff, { method: 'GET', url: paths.currentUser.pinnedGptSystems() })
    ).json().pinnedGptSystems as { gptSystemId: string }[];
    expect(pinned.map((agent) => agent.gptSystemId)).not.toContain(handbook);
    const recent = (
      await server.as(staff, { method: 'GET', url: paths.currentUser.recentGptSystems() })
    ).json().recentGpts as { gptSystemId: string }[];
    expect(recent.map((agent) => agent.gptSystemId)).not.toContain(handbook);
    // Other agents stay open.
    expect(await available(staff)).toContain(seededAgents.assistant);
  });

  it('grants through a role, a directory group or the user alone', async () => {
    await create(policy({ userRoleIds: [], groupIds: ['g-finance'] }));
    expect(await available(moderator)).toContain(handbook);
    expect(await available(staff)).not.toContain(handbook);

    await create(policy({ name: 'Sam too', userRoleIds: [], userIds: [seedIds.users.staff] }));
    expect(await available(staff)).toContain(handbook);
    expect(await available(admin)).not.toContain(handbook);
  });

  it('covers every agent with allAgents, and only on its brand when it names one', async () => {
    await create(policy({ allAgents: true, gptSystemIds: [] }));
    expect(await available(staff)).toEqual([]);
    expect(await available(admin)).toContain(seededAgents.assistant);

    const list = (
      await server.as(admin, { method: 'GET', url: paths.admin.chatAccessPolicies() })
    ).json();
    const [only] = list.items as { chatAccessPolicyId: string }[];
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.chatAccessPolicy(only?.chatAccessPolicyId ?? ''),
      payload: policy({ allAgents: true, gptSystemIds: [], brandKey: 'harbour' }),
    });
    // Staff chat on the default brand, which the policy does not cover.
    expect(await available(staff)).toContain(seededAgents.assistant);
  });

  it('refuses a policy without agents or people, or naming what does not exist', async () => {
    const empty = await create(policy({ gptSystemIds: [], userRoleIds: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'gptSystemIds', message: adminMessages.policyAgentsRequired },
        { field: 'userRoleIds', message: adminMessages.policyMembersRequired },
      ]),
    );
    const unknownGroup = await create(policy({ groupIds: ['g-nobody'] }));
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().fields).toEqual([
      { field: 'groupIds', message: 'No directory group has the id "g-nobody".' },
    ]);
    const unknownBrand = await create(policy({ brandKey: 'no-such-brand' }));
    expect(unknownBrand.json().fields).toEqual([
      { field: 'brandKey', message: 'No brand has the key "no-such-brand".' },
    ]);
  });

  it('lets a user holding only one policy action list the roles, users and groups its form chooses from, and change none of them', async () => {
    for (const action of [
      'ChatAccessPoliciesRead',
      'ChatAccessPoliciesCreate',
      'ChatAccessPoliciesWrite',
    ]) {
      const role = await server.as(admin, {
        method: 'POST',
        url: paths.admin.userRoles(),
        payload: { name: `Only ${action}`, actions: [action] },
      });
      expect(role.statusCode).toBe(201);
      const { userRoleId } = role.json();
      const author = `${action.toLowerCase()}@parley.local`;
      const added = await server.as(admin, {
        method: 'POST',
        url: paths.admin.users(),
        payload: { userName: author, displayName: action, roleIds: [userRoleId] },
      });
      expect(added.statusCode).toBe(201);
      const { userId } = added.json();
      const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        server.as(author, { method, url, payload });

      const roles = await as('GET', paths.admin.userRoles());
      expect(roles.statusCode, `${action}: roles`).toBe(200);
      expect(roles.json().items).toContainEqual(
        expect.objectContaining({ userRoleId: seedIds.roles.administrator }),
      );
      const users = await as('GET', `${paths.admin.users()}?search=staff`);
      expect(users.statusCode, `${action}: users`).toBe(200);
      expect(users.json().items).toContainEqual(
        expect.objectContaining({ userId: seedIds.users.staff }),
      );
      const groups = await as('GET', paths.admin.directoryGroups());
      expect(groups.statusCode, `${action}: groups`).toBe(200);
      expect(groups.json().items).toContainEqual(expect.objectContaining({ id: 'g-finance' }));

      // Only the lists: a role or user by id, and every change, still need their own actions.
      for (const [method, url, payload] of [
        ['GET', paths.admin.userRole(userRoleId)],
        ['GET', paths.admin.user(userId)],
        ['POST', paths.admin.userRoles(), { name: 'Mine', actions: ['AgentRead'] }],
        ['PUT', paths.admin.userRole(userRoleId), { name: 'Mine', actions: ['AgentRead'] }],
        ['PUT', paths.admin.userRoleUser(userRoleId, seedIds.users.staff)],
        [
          'POST',
          paths.admin.users(),
          { userName: 'x@parley.local', displayName: 'X', roleIds: [] },
        ],
        [
          'PUT',
          paths.admin.user(userId),
          { roleIds: [], isBannedFromCreatingAgents: false, isBannedFromSharingAgents: false },
        ],
      ] as const) {
        const refused = await as(method, url, payload);
        expect(refused.statusCode, `${action}: ${method} ${url}`).toBe(403);
      }
    }
  });

  it('audits creation, change and deletion with before and after, and lists the groups to choose', async () => {
    const created = (await create(policy())).json();
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.chatAccessPolicy(created.chatAccessPolicyId),
      payload: policy({ name: 'Renamed', userRoleIds: [], groupIds: ['g-finance'] }),
    });
    await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.chatAccessPolicy(created.chatAccessPolicyId),
    });
    const entries = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=ChatAccessPolicy&aggregateRootId=${created.chatAccessPolicyId}`,
      })
    ).json().items as { domainOperation: string; details: { before: unknown; after: unknown } }[];
    expect(entries.map((entry) => entry.domainOperation)).toEqual([
      'Deleted',
      'Updated',
      'Created',
    ]);
    expect(entries[1]?.details).toMatchObject({
      before: { name: 'Handbook for administrators', roles: ['Administrator'], groups: [] },
      after: { name: 'Renamed', roles: [], groups: ['Finance'] },
    });
    const groups = (
      await server.as(admin, { method: 'GET', url: paths.admin.directoryGroups() })
    ).json();
    expect(groups.items).toContainEqual({
      id: 'g-finance',
      displayName: 'Finance',
      description: null,
      memberCount: 1,
    });
  });
});
