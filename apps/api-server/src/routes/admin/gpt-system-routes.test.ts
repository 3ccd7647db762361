import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gptSystems } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff, moderator } = seededUsers;

const draftId = '00000000-0000-4000-8000-0000000009a1';
const personalId = '00000000-0000-4000-8000-0000000009a2';

describe('the administration list of agents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.database.db.insert(gptSystems).values({
      gptSystemId: draftId,
      name: 'Draft agent',
      gptSystemType: 'System',
      publishingState: 'Draft',
      introduction: 'Hello.',
      systemPrompt: 'Be brief.',
      deploymentName: 'offline',
    });
    await insertPersonalAgent(server, personalId);
  });
  afterAll(() => server.close());

  const list = (userName: string) =>
    server.as(userName, { method: 'GET', url: paths.admin.gptSystems() });

  it('lists every system agent by name, even one the policies hide from the caller, and no personal agent', async () => {
    const onlyStaff = await server.as(admin, {
      method: 'POST',
      url: paths.admin.chatAccessPolicies(),
      payload: {
        name: 'Handbook for Sam',
        description: '',
        allAgents: false,
        gptSystemIds: [seedIds.agents.handbook],
        userRoleIds: [],
        groupIds: [],
        userIds: [seedIds.users.staff],
        brandKey: null,
      },
    });
    expect(onlyStaff.statusCode).toBe(201);

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    const agent = (gptSystemId: string, name: string, status: string) =>
      expect.objectContaining({ gptSystemId, name, status });
    expect(answer.json().items).toEqual([
      agent(draftId, 'Draft agent', 'Draft'),
      agent(seedIds.agents.handbook, 'Handbook Search', 'Active'),
      agent(seedIds.agents.assistant, 'Parley Assistant', 'Active'),
      agent(seedIds.agents.policyGuide, 'Policy Guide', 'Active'),
    ]);
  });

  it('answers 401 without a token and 403 to a user with neither an agent nor a chat access policy action', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: paths.admin.gptSystems() });
    expect(anonymous.statusCode).toBe(401);
    const refused = await list(staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This call needs one of the actions GptSystemsRead, GptSystemsCreate, GptSystemsWrite, ChatAccessPoliciesRead, ChatAccessPoliciesWrite, ChatAccessPoliciesCreate, which your roles do not grant.',
    );
  });

  it('opens to a user holding only ChatAccessPoliciesCreate (any of the three)', async () => {
    const role = await server.as(admin, {
      method: 'POST',
      url: paths.admin.userRoles(),
      payload: { name: 'Policy authors', actions: ['ChatAccessPoliciesCreate'] },
    });
    expect(role.statusCode).toBe(201);
    const assigned = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRoleUser(role.json().userRoleId, seedIds.users.moderator),
    });
    expect(assigned.statusCode).toBeLessThan(300);

    const answer = await list(moderator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toContainEqual(
      expect.objectContaining({ gptSystemId: draftId, name: 'Draft agent' }),
    );
  });
});
