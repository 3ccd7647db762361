import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askInConversation,
  seededAgents,
  startConversation,
} from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, moderator } = seededUsers;
const base = '/api/internal/userConversations';

describe('conversation routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists a new conversation with a title taken from its first question', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'What is the capital of France?',
    );
    const response = await server.as(staff, { method: 'GET', url: base });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]).toMatchObject({
      conversationId,
      title: 'What is the capital of France?',
      archived: false,
      gptSystem: { gptSystemId: seededAgents.assistant, name: 'Parley Assistant' },
    });
  });

  it('gets a conversation with its segments and the selected path', async () => {
    const { conversationId, segmentId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Hello there',
    );
    const response = await server.as(staff, { method: 'GET', url: `${base}/${conversationId}` });
    expect(response.statusCode).toBe(200);
    const conversation = response.json();
    expect(conversation.conversationSegmentTree).toEqual({
      segmentPath: [segmentId],
      selectedLeafSegmentId: segmentId,
    });
    expect(conversation.segments[0]).toMatchObject({
      conversationSegmentId: segmentId,
      question: 'Hello there',
      status: 'Completed',
      answeredWithGptSystem: { gptSystemId: seededAgents.assistant, isPublic: true },
    });
    expect(conversation.segments[0].answer).toContain('offline');
  });

  it('archives and unarchives: archived conversations leave the list for the archived list', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'To archive',
    );
    expect(
      (await server.as(staff, { method: 'PUT', url: `${base}/${conversationId}/archive` }))
        .statusCode,
    ).toBe(204);
    const listed = (await server.as(staff, { method: 'GET', url: base })).json().items;
    expect(listed.map((item: { conversationId: string }) => item.conversationId)).not.toContain(
      conversationId,
    );
    const archived = (await server.as(staff, { method: 'GET', url: `${base}/archived` })).json()
      .items;
    expect(archived[0]).toMatchObject({ conversationId, archived: true });
    const withArchived = (
      await server.as(staff, { method: 'GET', url: `${base}?includeArchived=true` })
    ).json().items;
    expect(withArchived.map((item: { conversationId: string }) => item.conversationId)).toContain(
      conversationId,
    );

    await server.as(staff, { method: 'PUT', url: `${base}/${conversationId}/unArchive` });
    const again = (await server.as(staff, { method: 'GET', url: base })).json().items;
    expect(again.map((item: { conversationId: string }) => item.conversationId)).toContain(
      conversationId,
    );
  });

  it('soft-deletes: a deleted conversation answers 404 and shows only with includeDeleted', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'To delete',
    );
    expect(
      (await server.as(staff, { method: 'DELETE', url: `${base}/${conversationId}` })).statusCode,
    ).toBe(204);
    expect(
      (await server.as(staff, { method: 'GET', url: `${base}/${conversationId}` })).statusCode,
    ).toBe(404);
    const ids = (list: { conversationId: string }[]) => list.map((item) => item.conversationId);
    expect(ids((await server.as(staff, { method: 'GET', url: base })).json().items)).not.toContain(
      conversationId,
    );
    expect(
      ids(
        (await server.as(staff, { method: 'GET', url: `${base}?includeDeleted=true` })).json()
          .items,
      ),
    ).toContain(conversationId);
  });

  it('renames a conversation', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Old title',
    );
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${conversationId}/updateTitle`,
      payload: { title: '  New title  ' },
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await server.as(staff, { method: 'GET', url: `${base}/${conversationId}` })).json().title,
    ).toBe('New title');
  });

  it('refuses a title over 50 characters with 400 naming the field (chat-spec section 5)', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Title limit',
    );
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${conversationId}/updateTitle`,
      payload: { title: 'x'.repeat(51) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'title', message: 'Title must be at most 50 characters' }],
    });
  });

  it('selects another branch: the path follows the selected leaf', async () => {
    const first = await startConversation(server, staff, seededAgents.assistant, 'Root question');
    const second = await askInConversation(
      server,
      staff,
      first.conversationId,
      'Follow-up',
      first.segmentId,
    );
    const sibling = await askInConversation(
      server,
      staff,
      first.conversationId,
      'Edited follow-up',
      first.segmentId,
    );
    const url = `${base}/${first.conversationId}`;
    expect(
      (await server.as(staff, { method: 'GET', url })).json().conversationSegmentTree.segmentPath,
    ).toEqual([first.segmentId, sibling.segmentId]);
    const selected = await server.as(staff, {
      method: 'PUT',
      url: `${url}/updateSelectedLeafSegmentId`,
      payload: { selectedLeafSegmentId: second.segmentId },
    });
    expect(selected.statusCode).toBe(204);
    expect(
      (await server.as(staff, { method: 'GET', url })).json().conversationSegmentTree.segmentPath,
    ).toEqual([first.segmentId, second.segmentId]);
  });

  it('refuses to select a segment of another conversation, naming the field', async () => {
    const one = await startConversation(server, staff, seededAgents.assistant, 'One');
    const other = await startConversation(server, staff, seededAgents.assistant, 'Other');
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${one.conversationId}/updateSelectedLeafSegmentId`,
      payload: { selectedLeafSegmentId: other.segmentId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^selectedLeafSegmentId: /);
  });

  it('exports the selected branch as a .txt attachment named by the export rule (chat-spec section 5)', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Plans: Q3/Q4 <draft>?',
    );
    const response = await server.as(staff, {
      method: 'GET',
      url: `${base}/${conversationId}/export`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="Plans Q3Q4 draft.txt"',
    );
    expect(response.body).toContain('You: Plans: Q3/Q4 <draft>?');
  });

  it('answers 404 for an unknown conversation id, and for one that is not an id at all', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
      const response = await server.as(staff, { method: 'GET', url: `${base}/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No conversation has the id "${id}".`);
    }
  });

  it('refuses an unknown continuation token with 400 naming continuationToken', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${base}?continuationToken=bogus`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^continuationToken: /);
  });

  it('refuses an unknown continuation token on the archived list, naming continuationToken', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${base}/archived?continuationToken=bogus`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^continuationToken: /);
  });

  it('refuses a selected leaf that is not a string, naming selectedLeafSegmentId', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Which branch?',
    );
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${conversationId}/updateSelectedLeafSegmentId`,
      payload: { selectedLeafSegmentId: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('selectedLeafSegmentId');
  });

  it('refuses includeArchived that is not true or false, naming the parameter', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: `${base}?includeArchived=maybe`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('includeArchived');
  });

  it('refuses a body over 1 MiB with 413 (limits.jsonBodyMaxBytes)', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Big body',
    );
    const response = await server.as(staff, {
      method: 'PUT',
      url: `${base}/${conversationId}/updateTitle`,
      payload: { title: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is larger than 1048576 bytes.');
  });

  describe("another user's conversation answers 404 on every conversation route", () => {
    let conversationId: string;
    let segmentId: string;
    beforeAll(async () => {
      ({ conversationId, segmentId } = await startConversation(
        server,
        staff,
        seededAgents.assistant,
        'Private',
      ));
    });

    const one = '/{conversationId}';
    const segment = `${one}/segments/{segmentId}`;
    type Payload = ((segmentId: string) => object) | undefined;
    const calls: [string, string, Payload][] = [
      ['GET', one, undefined],
      ['DELETE', one, undefined],
      ['PUT', `${one}/archive`, undefined],
      ['PUT', `${one}/unArchive`, undefined],
      ['PUT', `${one}/updateTitle`, () => ({ title: 'Mine now' })],
      ['PUT', `${one}/updateSelectedLeafSegmentId`, (id) => ({ selectedLeafSegmentId: id })],
      ['GET', `${one}/export`, undefined],
      ['POST', `${one}/segments`, (id) => ({ question: 'Hi', lineage: { parentSegmentId: id } })],
      ['POST', `${segment}/feedback`, () => ({ rating: 'Positive' })],
      ['DELETE', `${segment}/feedback`, undefined],
      ['GET', `${segment}/citations`, undefined],
      ['GET', `${segment}/citations/download?path=handbook/expenses.md`, undefined],
      ['GET', `${segment}/executionDetails`, undefined],
      ['GET', `${segment}/traceLogs`, undefined],
    ];

    it.each(calls)('%s %s', async (method, template, payload) => {
      const url =
        base +
        template.replace('{conversationId}', conversationId).replace('{segmentId}', segmentId);
      const response = await server.as(moderator, {
        method: method as 'GET',
        url,
        ...(payload ? { payload: payload(segmentId) } : {}),
      });
      expect(response.statusCode).toBe(404);
      const owner = await server.as(staff, { method: 'GET', url: `${base}/${conversationId}` });
      expect(owner.json()).toMatchObject({ title: 'Private', archived: false });
    });
  });
});

describe('conversation list paging', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pages 100 at a time, newest first, with an opaque continuation token (limits.conversationPageSize)', async () => {
    const { conversationId } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Seed',
    );
    // 149 more rows through SQL: streaming 150 answers would only slow the test down.
    await server.database.db.execute(
      `insert into conversations (owner_user_id, gpt_system_id, title, session_identifier, brand_key, created_at)
       select owner_user_id, gpt_system_id, 'Copy ' || n, 's', 'default', created_at - (n || ' minutes')::interval
         from conversations, generate_series(1, 149) as n
        where conversation_id = '${conversationId}'`,
    );
    const first = (await server.as(staff, { method: 'GET', url: base })).json();
    expect(first.items).toHaveLength(100);
    expect(first.items[0].conversationId).toBe(conversationId);
    expect(first.continuationToken).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = (
      await server.as(staff, {
        method: 'GET',
        url: `${base}?continuationToken=${first.continuationToken}`,
      })
    ).json();
    expect(second.items).toHaveLength(50);
    expect(second.continuationToken).toBeNull();
    const all = [...first.items, ...second.items].map(
      (item: { conversationId: string }) => item.conversationId,
    );
    expect(new Set(all).size).toBe(150);
  });
});
