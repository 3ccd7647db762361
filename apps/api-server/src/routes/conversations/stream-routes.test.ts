import type { AddressInfo } from 'node:net';
import { guidelinesConsentMessages } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyRow } from '../../db/queries/rows';
import { gptSystems, guidelinesDocuments, segments } from '../../db/schema';
import { seedLibrary } from '../../db/seed/seed-data';
import {
  askInConversation,
  parseEventStream,
  seededAgents,
  startConversation,
} from '../../test-support/event-stream-client';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff } = seededUsers;
const base = '/api/internal/userConversations';

async function storedSegment(server: TestServer, segmentId: string) {
  return onlyRow(
    await server.database.db.select().from(segments).where(eq(segments.segmentId, segmentId)),
    `segment ${segmentId}`,
  );
}

describe('streamed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends the events in the documented order, ending with no-more-data (ARCHITECTURE section 4)', async () => {
    const { events } = await startConversation(server, staff, seededAgents.assistant, '/demo all');
    const names = events.map((event) => event.event);
    expect(names.slice(0, 2)).toEqual([
      'conversation-and-segment-id',
      'segment-answered-with-gpt-system',
    ]);
    expect(names.slice(-3)).toEqual(['response-model', 'cosmos-db-session-tokens', 'no-more-data']);
    for (const name of [
      'step-update',
      'response-updated',
      'code-interpreter-updated',
      'generated-image-link',
      'error',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('answers with the stream headers of the contract and a session token header', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/${seededAgents.assistant}`,
      payload: { question: 'Hi', session: { sessionIdentifier: 's-1' } },
    });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['x-cosmos-session']).toEqual(expect.any(String));
    const tokens = parseEventStream(response.body).find(
      (event) => event.event === 'cosmos-db-session-tokens',
    );
    expect(tokens?.data).toEqual({ 'x-cosmos-session': expect.any(String) });
  });

  it('stores the whole answer as Completed with usage for analytics', async () => {
    const { segmentId, events } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      'Tell me a fact',
    );
    const streamed = events.flatMap((event) =>
      event.event === 'response-updated' ? [event.data.Text] : [],
    );
    const stored = await storedSegment(server, segmentId);
    expect(stored.status).toBe('Completed');
    expect(stored.answer).toBe(streamed.join(''));
    expect(stored.outputTokens).toBeGreaterThan(0);
  });

  it('stores a failing model answer as Failed, keeping what streamed, the error text included', async () => {
    const { segmentId, events } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      '/demo error',
    );
    const error = events.find((event) => event.event === 'error');
    if (error?.event !== 'error') throw new Error('no error event');
    // chat-spec section 4: an error's text is appended to the answer; it starts a paragraph.
    expect(error.data.Message).toMatch(/^\n\nThe offline engine stopped this answer/);
    const streamed = events
      .map((event) =>
        event.event === 'response-updated'
          ? event.data.Text
          : event.event === 'error'
            ? event.data.Message
            : '',
      )
      .join('');
    const stored = await storedSegment(server, segmentId);
    expect(stored.status).toBe('Failed');
    expect(stored.answer).toBe(streamed);
    expect(stored.errorMessage).toBe(error.data.Message.trim());
    const modelEvent = events.find((event) => event.event === 'response-model');
    expect(modelEvent?.data).toMatchObject({ Errors: [stored.errorMessage] });
  });

  it('serves a generated image by its capability key, without a bearer token', async () => {
    const { events } = await startConversation(
      server,
      staff,
      seededAgents.assistant,
      '/demo image',
    );
    const link = events.find((event) => event.event === 'generated-image-link');
    if (link?.event !== 'generated-image-link') throw new Error('no image link');
    const image = await server.app.inject({ method: 'GET', url: link.data.Uri });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const wrongKey = link.data.Uri.replace(/\/([^/]+)\/([^/]+)$/, '/wrong-key/$2');
    expect((await server.app.inject({ method: 'GET', url: wrongKey })).statusCode).toBe(404);
  });

  it('cites the library passages a FileSearch agent answered from', async () => {
    const { conversationId, segmentId, events } = await startConversation(
      server,
      staff,
      seededAgents.handbook,
      'What is the deadline for submitting expenses?',
    );
    const { library, files } = seedLibrary;
    const expenses = `libraries/${library.dataSourceId}/files/${files[1]?.fileId}/chunks/0`;
    const model = events.find((event) => event.event === 'response-model');
    expect(model?.data).toMatchObject({
      Citations: expect.arrayContaining([{ Title: 'Expenses.md', Path: expenses }]),
    });
    const citations = await server.as(staff, {
      method: 'GET',
      url: `${base}/${conversationId}/segments/${segmentId}/citations`,
    });
    expect(citations.json().citations).toContainEqual({ title: 'Expenses.md', path: expenses });
  });

  it('continues a conversation: the new segment follows its parent and becomes the selected leaf', async () => {
    const first = await startConversation(server, staff, seededAgents.assistant, 'First');
    const next = await askInConversation(
      server,
      staff,
      first.conversationId,
      'Second',
      first.segmentId,
    );
    expect(next.conversationId).toBe(first.conversationId);
    const stored = await storedSegment(server, next.segmentId);
    expect(stored.parentSegmentId).toBe(first.segmentId);
    const conversation = (
      await server.as(staff, { method: 'GET', url: `${base}/${first.conversationId}` })
    ).json();
    expect(conversation.conversationSegmentTree.selectedLeafSegmentId).toBe(next.segmentId);
  });

  it('refuses a parent segment of another conversation, naming lineage.parentSegmentId', async () => {
    const one = await startConversation(server, staff, seededAgents.assistant, 'One');
    const other = await startConversation(server, staff, seededAgents.assistant, 'Other');
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/${one.conversationId}/segments`,
      payload: { question: 'Hi', lineage: { parentSegmentId: other.segmentId } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^lineage\.parentSegmentId: /);
  });

  it('refuses an empty question with 400 naming the field', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/${seededAgents.assistant}`,
      payload: { question: '   ', session: { sessionIdentifier: 's' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'question', message: 'Question is required' },
    ]);
  });

  it('refuses a body without session, naming session', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/${seededAgents.assistant}`,
      payload: { question: 'Hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('session');
  });

  it('answers 404 for an unknown agent', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/00000000-0000-4000-8000-00000000beef`,
      payload: { question: 'Hi', session: { sessionIdentifier: 's' } },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses to answer with a banned agent, in new and in continued conversations', async () => {
    const gptSystemId = '00000000-0000-4000-8000-0000000009e1';
    await insertPersonalAgent(server, gptSystemId);
    const first = await startConversation(server, staff, gptSystemId, 'Hi');
    await server.database.db
      .update(gptSystems)
      .set({ moderationStatus: 'Banned' })
      .where(eq(gptSystems.gptSystemId, gptSystemId));
    const banned = 'This agent has been banned by a moderator and cannot answer.';

    const started = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/${gptSystemId}`,
      payload: { question: 'Hi again', session: { sessionIdentifier: 's' } },
    });
    expect(started.statusCode).toBe(403);
    expect(started.json().message).toBe(banned);
    const continued = await server.as(staff, {
      method: 'POST',
      url: `${base}/${first.conversationId}/segments`,
      payload: { question: 'Still there?', lineage: { parentSegmentId: first.segmentId } },
    });
    expect(continued.statusCode).toBe(403);
    expect(continued.json().message).toBe(banned);
  });

  it('refuses an agent whose guidelines need consent until the user consented', async () => {
    const ask = () =>
      server.as(seededUsers.moderator, {
        method: 'POST',
        url: `${base}/byGptSystemId/${seededAgents.policyGuide}`,
        payload: { question: 'May I share passwords?', session: { sessionIdentifier: 's' } },
      });
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(guidelinesConsentMessages.required);
    const detail = await server.as(seededUsers.moderator, {
      method: 'GET',
      url: `/api/internal/gptSystems/${seededAgents.policyGuide}/detailsForConversation`,
    });
    const { guidelinesDocumentId } = detail.json().guidelinesDocument;
    await server.as(seededUsers.moderator, {
      method: 'POST',
      url: `/api/internal/guidelinesDocuments/${guidelinesDocumentId}/consent`,
    });
    expect((await ask()).statusCode).toBe(200);
  });

  it("answers without consent when the agent's guidelines document does not require it (chat-spec section 5)", async () => {
    const { db } = server.database;
    const document = onlyRow(
      await db
        .insert(guidelinesDocuments)
        .values({ title: 'House style, for information', requireConsent: false })
        .returning(),
      'the guidelines document',
    );
    await db
      .update(gptSystems)
      .set({ guidelinesDocumentId: document.guidelinesDocumentId })
      .where(eq(gptSystems.gptSystemId, seededAgents.handbook));
    const response = await server.as(staff, {
      method: 'POST',
      url: `${base}/byGptSystemId/${seededAgents.handbook}`,
      payload: { question: 'How do I claim travel?', session: { sessionIdentifier: 's' } },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('streamed answers over a real connection', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    // A pause between tokens, so that the test can act while the answer is still streaming.
    server = await startTestServer({ env: { PARLEY_OFFLINE_TOKEN_DELAY_MS: '5' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  /** Opens a stream and resolves with the segment id once the first text arrived. */
  async function openLongAnswer(controller: AbortController) {
    const token = await server.tokenFor(staff);
    const response = await fetch(`${origin}${base}/byGptSystemId/${seededAgents.assistant}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: '/demo long 2000', session: { sessionIdentifier: 's' } }),
      signal: controller.signal,
    });
    if (!response.body) throw new Error('The answer has no body.');
    const reader = response.body.getReader();
    let text = '';
    while (!text.includes('event: response-updated')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    const segmentId = /"ConversationSegmentId":"([^"]+)"/.exec(text)?.[1];
    if (!segmentId) throw new Error(`No segment id in ${text}`);
    return { segmentId, reader };
  }

  async function waitForStatus(segmentId: string, statuses: string[]) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const row = await storedSegment(server, segmentId);
      if (statuses.includes(row.status)) return row;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`segment ${segmentId} never reached ${statuses.join(' or ')}`);
  }

  it('stores the question before the model answers', async () => {
    const controller = new AbortController();
    const { segmentId } = await openLongAnswer(controller);
    const row = await storedSegment(server, segmentId);
    expect(row.question).toBe('/demo long 2000');
    expect(row.status).toBe('Streaming');
    controller.abort();
    await waitForStatus(segmentId, ['Stopped']);
  });

  it('stores the partial answer as Stopped when the client goes away mid-answer', async () => {
    const controller = new AbortController();
    const { segmentId } = await openLongAnswer(controller);
    controller.abort();
    const row = await waitForStatus(segmentId, ['Stopped']);
    expect(row.answer.length).toBeGreaterThan(0);
    expect(row.answer.split(' ').length).toBeLessThan(2000);
  });

  it('marks answers still streaming as Interrupted when the server shuts down, and after a restart', async () => {
    const controller = new AbortController();
    const { segmentId } = await openLongAnswer(controller);
    // A crash leaves a segment Streaming (or Pending, as versions before issue 19 stored a
    // question first): set one Pending as such a process that died would have.
    const crashed = await startConversation(server, staff, seededAgents.assistant, 'x');
    await server.database.db
      .update(segments)
      .set({ status: 'Pending' })
      .where(eq(segments.segmentId, crashed.segmentId));
    await server.app.close();
    expect((await storedSegment(server, segmentId)).status).toBe('Interrupted');
    await server.restart();
    expect((await storedSegment(server, crashed.segmentId)).status).toBe('Interrupted');
    controller.abort();
  });
});
