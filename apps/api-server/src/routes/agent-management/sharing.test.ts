import { paths } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { startConversation } from '../../test-support/event-stream-client';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { currentUserMessages } from '../current-user/current-user-routes';
import { agentManagementMessages } from './agent-management-routes';

const { staff, moderator } = seededUsers;
const notesId = '00000000-0000-4000-8000-0000000009c1';

describe('sharing a personal agent (chat-spec sections 6 and 7: gptSystemSharedWithMe)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertPersonalAgent(server, notesId, { publishingState: 'Draft' });
  });
  afterAll(() => server.close());

  const add = (userName: string) =>
    server.as(userName, {
      method: 'POST',
      url: paths.currentUser.gptSystemSharedWithMe(notesId),
    });
  const share = (publishingState: 'Draft' | 'Published') =>
    server.as(staff, {
      method: 'PUT',
      url: paths.agentManagement.publishing(notesId),
      payload: { publishingState },
    });
  const availableTo = async (userName: string) =>
    (await server.as(userName, { method: 'GET', url: paths.currentUser.availableGptSystems() }))
      .json()
      .items.map((agent: { gptSystemId: string }) => agent.gptSystemId);
  const blockSharing = (blocked: boolean) =>
    server.database.db
      .update(users)
      .set({ isBannedFromSharingAgents: blocked })
      .where(eq(users.userId, seedIds.users.staff));

  it('adds an agent only once its owner shares it, and the recipient chats with it', async () => {
    const early = await add(moderator);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(currentUserMessages.noSharedAgent(notesId));

    expect((await share('Published')).statusCode).toBe(200);
    expect(await availableTo(moderator)).not.toContain(notesId);
    expect((await add(moderator)).statusCode).toBe(204);
    expect((await add(moderator)).statusCode).toBe(204);
    expect(await availableTo(moderator)).toContain(notesId);
    const chat = await startConversation(server, moderator, notesId, 'Hello');
    expect(chat.events.at(-1)?.event).toBe('no-more-data');

    // Still the owner's alone to manage.
    const managed = await server.as(moderator, {
      method: 'GET',
      url: paths.agentManagement.personalOne(notesId),
    });
    expect(managed.statusCode).toBe(404);
    const own = await server.as(staff, {
      method: 'GET',
      url: paths.agentManagement.personalOne(notesId),
    });
    expect(own.json()).toMatchObject({
      gptSystemId: notesId,
      ownership: { ownerIsCurrentUser: true },
    });
    const list = await server.as(staff, {
      method: 'GET',
      url: paths.agentManagement.personalList(),
    });
    expect(list.json().items.map((agent: { gptSystemId: string }) => agent.gptSystemId)).toEqual([
      notesId,
    ]);
    const theirs = await server.as(moderator, {
      method: 'GET',
      url: paths.agentManagement.personalList(),
    });
    expect(theirs.json().items).toEqual([]);
  });

  it('takes the agent from recipients when its owner stops sharing it, or is blocked from sharing', async () => {
    expect((await share('Published')).statusCode).toBe(200);
    expect((await add(moderator)).statusCode).toBe(204);
    expect(await availableTo(moderator)).toContain(notesId);

    expect((await share('Draft')).statusCode).toBe(200);
    expect(await availableTo(moderator)).not.toContain(notesId);
    expect((await share('Published')).statusCode).toBe(200);
    expect(await availableTo(moderator)).toContain(notesId);

    await blockSharing(true);
    try {
      expect(await availableTo(moderator)).not.toContain(notesId);
      // The owner keeps the agent, but cannot share it again.
      expect(await availableTo(staff)).toContain(notesId);
      expect((await share('Draft')).statusCode).toBe(200);
      const refused = await share('Published');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(agentManagementMessages.blockedFromSharing);
    } finally {
      await blockSharing(false);
    }
  });

  it('lets no one else change the sharing of someone’s agent', async () => {
    const other = await server.as(moderator, {
      method: 'PUT',
      url: paths.agentManagement.publishing(notesId),
      payload: { publishingState: 'Published' },
    });
    expect(other.statusCode).toBe(404);
  });
});
