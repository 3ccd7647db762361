import { paths, PUBLIC_SESSION_HEADER } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyRow } from '../../db/queries/rows';
import { seedIds } from '../../db/seed/seed-data';
import {
  gptSystems,
  guidelinesDocuments,
  segmentVisionImages,
  usageRecords,
} from '../../db/schema';
import { multipartRequest } from '../../test-support/upload-test-support';
import { startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import {
  askInPublicConversation,
  askPublicly,
  asSession,
  newSession,
  startPublicConversation,
} from './testing/public-visitor';

describe('public conversations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // A second endpoint that is switched off, one whose agent asks for consent first, and the
    // demo agent showing guidelines for information only.
    const informational = onlyRow(
      await server.database.db
        .insert(guidelinesDocuments)
        .values({ title: 'About this chat', requireConsent: false })
        .returning(),
      'the guidelines document',
    );
    await server.database.db
      .update(gptSystems)
      .set({ guidelinesDocumentId: informational.guidelinesDocumentId })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.assistant));
    await server.database.db
      .update(gptSystems)
      .set({ publicEndpoint: 'handbook', publicEndpointEnabled: false })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.handbook));
    await server.database.db
      .update(gptSystems)
      .set({ publicEndpoint: 'policy', publicEndpointEnabled: true })
      .where(eq(gptSystems.gptSystemId, seedIds.agents.policyGuide));
  });
  afterAll(() => server.close());

  it('issues an unguessable session without any token, also in the x-cosmos-public-session header', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('parley-demo'),
    });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toEqual({
      sessionIdentifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      gptPublicEndpoint: 'parley-demo',
      gptSystemId: seedIds.agents.assistant,
      brandKey: 'default',
    });
    expect(response.headers[PUBLIC_SESSION_HEADER]).toBe(session.sessionIdentifier);
  });

  it('answers 404 with a clear message for an unknown endpoint', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('nobody-here'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'The public chat "nobody-here" does not exist or is not available.',
    );
  });

  it('answers 404 for a switched-off endpoint, to new sessions and to questions', async () => {
    const session = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('handbook'),
    });
    expect(session.statusCode).toBe(404);
    const question = await startPublicConversation(server, 'any-session', 'Hi', 'handbook');
    expect(question.statusCode).toBe(404);
    expect(question.json().message).toBe(
      'The public chat "handbook" does not exist or is not available.',
    );
  });

  it('streams the answer in the documented order, ending with no-more-data (ARCHITECTURE section 4)', async () => {
    const session = await newSession(server);
    const { events } = await askPublicly(server, session, '/demo all');
    const names = events.map((event) => event.event);
    expect(names.slice(0, 2)).toEqual([
      'conversation-and-segment-id',
      'segment-answered-with-gpt-system',
    ]);
    expect(names).toContain('response-updated');
    expect(names.slice(-3)).toEqual(['response-model', 'cosmos-db-session-tokens', 'no-more-data']);
  });

  it('lets the visitor read their conversation through the session header', async () => {
    const session = await newSession(server);
    const { conversationId, segmentId } = await askPublicly(server, session, 'Hello');
    const response = await asSession(server, session, {
      method: 'GET',
      url: paths.publicConversations.one(conversationId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      conversationId,
      ownership: { ownerIsCurrentUser: true },
      gptSystem: { ownership: { ownerIsCurrentUser: false } },
      conversationSegmentTree: { segmentPath: [segmentId] },
    });
  });

  it("answers 404 to a visitor asking for another session's conversation", async () => {
    const first = await newSession(server);
    const second = await newSession(server);
    const { conversationId, segmentId } = await askPublicly(server, first, 'Private matter');
    const calls = [
      { method: 'GET' as const, url: paths.publicConversations.one(conversationId) },
      {
        method: 'GET' as const,
        url: paths.publicConversations.citations(conversationId, segmentId),
      },
      {
        method: 'PUT' as const,
        url: paths.publicConversations.updateSelectedLeafSegmentId(conversationId),
        payload: { selectedLeafSegmentId: segmentId },
      },
      {
        method: 'POST' as const,
        url: paths.publicConversations.segments(conversationId),
        payload: { question: 'And?', lineage: { parentSegmentId: segmentId } },
      },
    ];
    for (const call of calls) {
      const response = await asSession(server, second, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('answers 404 to a call without the session header', async () => {
    const session = await newSession(server);
    const { conversationId } = await askPublicly(server, session, 'Hello');
    const response = await server.app.inject({
      method: 'GET',
      url: paths.publicConversations.one(conversationId),
    });
    expect(response.statusCode).toBe(404);
  });

  it("does not open a user's conversation to a public session", async () => {
    const token = await server.tokenFor('staff@parley.local');
    const started = await server.app.inject({
      method: 'POST',
      url: paths.userConversations.byGptSystemId(seedIds.agents.assistant),
      headers: { authorization: `Bearer ${token}` },
      payload: { question: 'Staff only', session: { sessionIdentifier: 'staff' } },
    });
    const conversationId = /"ConversationId":"([^"]+)"/.exec(started.body)?.[1] ?? '';
    const session = await newSession(server);
    const response = await asSession(server, session, {
      method: 'GET',
      url: paths.publicConversations.one(conversationId),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a session of another endpoint when starting a conversation', async () => {
    const policySession = await newSession(server, 'policy');
    const response = await startPublicConversation(server, policySession, 'Hi', 'parley-demo');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^session\.sessionIdentifier: /);
  });

  it('continues a conversation on a branch and selects another leaf', async () => {
    const session = await newSession(server);
    const first = await askPublicly(server, session, 'First');
    const next = await askInPublicConversation(
      server,
      session,
      first.conversationId,
      'Second',
      first.segmentId,
    );
    expect(next.conversationId).toBe(first.conversationId);
    const select = await asSession(server, session, {
      method: 'PUT',
      url: paths.publicConversations.updateSelectedLeafSegmentId(first.conversationId),
      payload: { selectedLeafSegmentId: first.segmentId },
    });
    expect(select.statusCode).toBe(204);
    const conversation = await asSession(server, session, {
      method: 'GET',
      url: paths.publicConversations.one(first.conversationId),
    });
    expect(conversation.json().conversationSegmentTree.segmentPath).toEqual([first.segmentId]);
  });

  it("serves the agent's details and prompts by session", async () => {
    const session = await newSession(server);
    const details = await server.app.inject({
      method: 'GET',
      url: paths.publicConversations.gptSystemDetailsForConversation(session),
    });
    expect(details.json()).toMatchObject({
      gptSystemId: seedIds.agents.assistant,
      name: 'Parley Assistant',
      introduction: expect.stringContaining('Parley Assistant'),
    });
    const prompts = await server.app.inject({
      method: 'GET',
      url: paths.publicConversations.promptsForConversation(session),
    });
    expect(prompts.json().prompts.map((prompt: { title: string }) => prompt.title)).toContain(
      'Summarise',
    );
  });

  it('answers 404 for the details of an unknown session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: paths.publicConversations.gptSystemDetailsForConversation('made-up'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses questions until the session consented to the guidelines, recorded per session (chat-spec section 5)', async () => {
    const session = await newSession(server, 'policy');
    const before = await startPublicConversation(server, session, 'Hi', 'policy');
    expect(before.statusCode).toBe(403);
    const consentUrl = paths.publicConversations.guidelinesConsent(
      session,
      seedIds.guidelines.acceptableUse,
    );
    const consent = await server.app.inject({ method: 'POST', url: consentUrl });
    expect(consent.statusCode).toBe(200);
    const again = await server.app.inject({ method: 'POST', url: consentUrl });
    expect(again.json().consentedAt).toBe(consent.json().consentedAt);
    expect((await startPublicConversation(server, session, 'Hi', 'policy')).statusCode).toBe(200);
    const otherSession = await newSession(server, 'policy');
    expect((await startPublicConversation(server, otherSession, 'Hi', 'policy')).statusCode).toBe(
      403,
    );
  });

  it("lists a session's own consents, so a reload does not ask again, and no other session's", async () => {
    const session = await newSession(server, 'policy');
    const list = (identifier: string) =>
      server.app.inject({
        method: 'GET',
        url: paths.publicConversations.guidelinesConsents(identifier),
      });
    expect((await list(session)).json()).toEqual({ items: [] });
    await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.guidelinesConsent(session, seedIds.guidelines.acceptableUse),
    });
    expect((await list(session)).json().items).toEqual([
      {
        guidelinesDocumentId: seedIds.guidelines.acceptableUse,
        version: 1,
        consentedAt: expect.any(String),
      },
    ]);
    const otherSession = await newSession(server, 'policy');
    expect((await list(otherSession)).json()).toEqual({ items: [] });
    expect((await list('made-up')).statusCode).toBe(404);
  });

  it("answers without consent when the agent's guidelines document does not require it (chat-spec section 5)", async () => {
    const session = await newSession(server);
    const response = await startPublicConversation(server, session, 'Hi');
    expect(response.statusCode).toBe(200);
  });

  it('records usage with the public endpoint and no user', async () => {
    const session = await newSession(server);
    const { segmentId } = await askPublicly(server, session, 'Count me');
    const usage = onlyRow(
      await server.database.db
        .select()
        .from(usageRecords)
        .where(eq(usageRecords.segmentId, segmentId)),
      'the usage record',
    );
    expect(usage).toMatchObject({ userId: null, publicEndpoint: 'parley-demo' });
  });

  it('takes a vision upload from a visitor by the sessionIdentifier field and links it to their question', async () => {
    const session = await newSession(server);
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const upload = await server.app.inject(
      await multipartRequest(paths.visionImages.upload(), {
        file: { fileName: 'photo.png', type: 'image/png', data: image },
        sessionIdentifier: session,
      }),
    );
    expect(upload.statusCode).toBe(200);
    const { visionImageId, blobFileName } = upload.json();
    const read = await asSession(server, session, {
      method: 'GET',
      url: paths.visionImages.base64(visionImageId, blobFileName),
    });
    expect(read.json().mimeType).toBe('image/png');
    const response = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.byGptPublicEndpoint('parley-demo'),
      payload: {
        question: 'What is this?',
        visionImageIds: [visionImageId],
        session: { sessionIdentifier: session },
      },
    });
    const segmentId = /"ConversationSegmentId":"([^"]+)"/.exec(response.body)?.[1] ?? '';
    const linked = await server.database.db
      .select()
      .from(segmentVisionImages)
      .where(eq(segmentVisionImages.segmentId, segmentId));
    expect(linked.map((row) => row.visionImageId)).toEqual([visionImageId]);
  });

  it("answers 404 to a visitor reading another session's image, and to a question carrying it", async () => {
    const owner = await newSession(server);
    const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { visionImageId, blobFileName } = (
      await server.app.inject(
        await multipartRequest(paths.visionImages.upload(), {
          file: { fileName: 'mine.png', type: 'image/png', data: image },
          sessionIdentifier: owner,
        }),
      )
    ).json();
    const stranger = await newSession(server);
    const read = await asSession(server, stranger, {
      method: 'GET',
      url: paths.visionImages.base64(visionImageId, blobFileName),
    });
    expect(read.statusCode).toBe(404);
    const question = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.byGptPublicEndpoint('parley-demo'),
      payload: {
        question: 'Hi',
        visionImageIds: [visionImageId],
        session: { sessionIdentifier: stranger },
      },
    });
    expect(question.statusCode).toBe(400);
  });

  it('stops answering visitors once a moderator bans the agent, in sessions already open too', async () => {
    const { db } = server.database;
    const handbook = eq(gptSystems.gptSystemId, seedIds.agents.handbook);
    await db.update(gptSystems).set({ publicEndpointEnabled: true }).where(handbook);
    const session = await newSession(server, 'handbook');
    expect((await startPublicConversation(server, session, 'Hi', 'handbook')).statusCode).toBe(200);

    await db.update(gptSystems).set({ moderationStatus: 'Banned' }).where(handbook);
    const unavailable = 'The public chat "handbook" does not exist or is not available.';
    const question = await startPublicConversation(server, session, 'Still there?', 'handbook');
    expect(question.statusCode).toBe(404);
    expect(question.json().message).toBe(unavailable);
    const newcomer = await server.app.inject({
      method: 'POST',
      url: paths.publicConversations.session('handbook'),
    });
    expect(newcomer.statusCode).toBe(404);
  });
});
