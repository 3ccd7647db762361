import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { askInConversation, startConversation } from '../../test-support/event-stream-client';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff, moderator } = seededUsers;
const personalId = '00000000-0000-4000-8000-0000000009b1';

describe('deleting an agent (admin-spec section 7: admin and common management DELETE)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertPersonalAgent(server, personalId);
  });
  afterAll(() => server.close());

  const availableIds = async (userName: string) =>
    (await server.as(userName, { method: 'GET', url: paths.currentUser.availableGptSystems() }))
      .json()
      .items.map((agent: { gptSystemId: string }) => agent.gptSystemId);

  it('takes a system agent out of chat at once, keeps its conversations readable, and audits it', async () => {
    const agentId = seedIds.agents.handbook;
    const before = await startConversation(server, staff, agentId, 'What is the leave policy?');

    const refused = await server.as(staff, {
      method: 'DELETE',
      url: paths.admin.gptSystem(agentId),
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.gptSystem(agentId),
    });
    expect(deleted.statusCode).toBe(204);

    const one = await server.as(admin, { method: 'GET', url: paths.admin.gptSystem(agentId) });
    expect(one.json()).toMatchObject({ gptSystemId: agentId, status: 'Deleted' });
    const list = await server.as(admin, { method: 'GET', url: paths.admin.gptSystems() });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ gptSystemId: agentId, status: 'Deleted' }),
    );

    expect(await availableIds(staff)).not.toContain(agentId);
    const details = await server.as(staff, {
      method: 'GET',
      url: paths.gptSystems.detailsForConversation(agentId),
    });
    expect(details.statusCode).toBe(404);
    const history = await server.as(staff, {
      method: 'GET',
      url: paths.userConversations.one(before.conversationId),
    });
    expect(history.statusCode).toBe(200);
    await expect(
      askInConversation(server, staff, before.conversationId, 'And now?', before.segmentId),
    ).rejects.toThrow(/404|No agent/);

    // Deleting again changes nothing, and the audit log holds one deletion, by the administrator.
    const again = await server.as(admin, { method: 'DELETE', url: paths.admin.gptSystem(agentId) });
    expect(again.statusCode).toBe(204);
    const audit = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?aggregateRootId=${agentId}`,
    });
    const deletions = audit
      .json()
      .items.filter((entry: { domainOperation: string }) => entry.domainOperation === 'Deleted');
    expect(deletions).toEqual([
      expect.objectContaining({ type: 'GptSystem', userName: expect.stringContaining('admin') }),
    ]);
  });

  it('answers 404 for an agent that is not a system agent, or does not exist', async () => {
    for (const id of [personalId, '00000000-0000-4000-8000-0000000009ff', 'not-an-id']) {
      const answer = await server.as(admin, { method: 'GET', url: paths.admin.gptSystem(id) });
      expect(answer.statusCode, id).toBe(404);
    }
  });

  it('lets only the owner delete a personal agent through common management', async () => {
    const other = await server.as(moderator, {
      method: 'DELETE',
      url: paths.agentManagement.commonOne(personalId),
    });
    expect(other.statusCode).toBe(404);
    expect(await availableIds(staff)).toContain(personalId);
    const own = await server.as(staff, {
      method: 'DELETE',
      url: paths.agentManagement.commonOne(personalId),
    });
    expect(own.statusCode).toBe(204);
    expect(await availableIds(staff)).not.toContain(personalId);
  });
});
