import { paths } from '@parley/api-contract';
import type { ConfigurationInput, StreamEvent } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { askAt } from '../../test-support/event-stream-client';
import { agentConfiguration, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { configStateMessages } from './config-state-access';

const { admin, staff } = seededUsers;

const answerOf = (events: StreamEvent[]) =>
  events.flatMap((event) => (event.event === 'response-updated' ? [event.data.Text] : [])).join('');

const answeredBy = (events: StreamEvent[]) =>
  events.flatMap((event) =>
    event.event === 'segment-answered-with-gpt-system' ? [event.data.AnsweredWithGptSystem] : [],
  )[0];

describe('the agent editor’s test chat (chat-spec section 7, config-state conversations)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A draft of a new System agent, saved with `body` but never published. */
  const newDraft = async (body = agentConfiguration()) => {
    const created = await server.as(admin, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    });
    const configStateId = created.json().configuration.configStateId as string;
    await saveDraft(configStateId, body);
    return configStateId;
  };

  const saveDraft = async (configStateId: string, body: ConfigurationInput) => {
    const saved = await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
  };

  const start = (configStateId: string, question: string) =>
    askAt(server, admin, paths.configStates.conversations(configStateId), {
      question,
      session: { sessionIdentifier: 'editor-session' },
    });

  it('answers with the unpublished draft as it stands, question after question', async () => {
    const configStateId = await newDraft();
    const first = await start(configStateId, 'Where can I fly on Monday?');
    // No agent exists yet: the answer names the draft, by its config state.
    expect(answeredBy(first.events)).toEqual({
      GptSystemId: configStateId,
      Name: 'Travel desk',
      GptSystemType: 'System',
      IsPublic: false,
    });
    expect(answerOf(first.events)).toContain('**Travel desk**');
    expect(first.events.at(-1)?.event).toBe('no-more-data');

    // A change to the draft answers the next question at once, with no publish in between.
    await saveDraft(configStateId, agentConfiguration({ gptSystemName: 'Expense desk' }));
    const second = await askAt(
      server,
      admin,
      paths.configStates.segments(configStateId, first.conversationId),
      { question: 'And on Tuesday?', lineage: { parentSegmentId: first.segmentId } },
    );
    expect(second.conversationId).toBe(first.conversationId);
    expect(answerOf(second.events)).toContain('**Expense desk**');
    expect(answerOf(second.events)).toContain('question 2 of this conversation');

    const stored = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.conversation(configStateId, first.conversationId),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      gptSystem: { gptSystemId: configStateId, name: 'Expense desk', gptSystemType: 'System' },
      conversationSegmentTree: { segmentPath: [first.segmentId, second.segmentId] },
    });
    expect(stored.json().segments[1]).toMatchObject({ status: 'Completed' });

    const traces = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.traceLogs(configStateId, first.conversationId, second.segmentId),
    });
    expect(traces.statusCode).toBe(200);
    expect(traces.json().items.map((item: { message: string }) => item.message)).toContain(
      'Answer completed',
    );
  });

  it('gives the owner the execution details of a test answer (chat-spec section 2: execution details are on)', async () => {
    const configStateId = await newDraft();
    const asked = await start(configStateId, 'How was this answered?');
    const details = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.executionDetails(
        configStateId,
        asked.conversationId,
        asked.segmentId,
      ),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      conversationSegmentId: asked.segmentId,
      engine: 'offline',
      deploymentName: 'offline',
      status: 'Completed',
      inputTokens: expect.any(Number),
      outputTokens: expect.any(Number),
      completedAt: expect.any(String),
    });

    const unknownSegmentId = '00000000-0000-4000-8000-000000000000';
    const unknown = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.executionDetails(
        configStateId,
        asked.conversationId,
        unknownSegmentId,
      ),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(configStateMessages.segmentNotFound(unknownSegmentId));
  });

  it('keeps test conversations out of the user’s own conversations', async () => {
    const configStateId = await newDraft();
    const asked = await start(configStateId, 'Is this a test?');
    const list = await server.as(admin, { method: 'GET', url: paths.userConversations.list() });
    expect(
      list.json().items.map((item: { conversationId: string }) => item.conversationId),
    ).not.toContain(asked.conversationId);
    const direct = await server.as(admin, {
      method: 'GET',
      url: paths.userConversations.one(asked.conversationId),
    });
    expect(direct.statusCode).toBe(404);
    const continued = await server.as(admin, {
      method: 'POST',
      url: paths.userConversations.segments(asked.conversationId),
      payload: { question: 'Through the back door?', lineage: { parentSegmentId: null } },
    });
    expect(continued.statusCode).toBe(404);
  });

  it('refuses to answer while the draft has errors, naming them', async () => {
    const configStateId = await newDraft(agentConfiguration({ deploymentName: 'gone-gpt' }));
    const refused = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.conversations(configStateId),
      payload: { question: 'Hello?', session: { sessionIdentifier: 'editor-session' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: configStateMessages.cannotTest,
      fields: [{ field: 'deploymentName' }],
    });
  });

  it('lets no one else ask, read, trace or inspect a draft’s test chat', async () => {
    const configStateId = await newDraft();
    const asked = await start(configStateId, 'Mine?');
    const attempts = [
      {
        method: 'POST' as const,
        url: paths.configStates.conversations(configStateId),
        payload: { question: 'Yours?', session: { sessionIdentifier: 's' } },
      },
      {
        method: 'POST' as const,
        url: paths.configStates.segments(configStateId, asked.conversationId),
        payload: { question: 'Yours?', lineage: { parentSegmentId: asked.segmentId } },
      },
      {
        method: 'GET' as const,
        url: paths.configStates.conversation(configStateId, asked.conversationId),
      },
      {
        method: 'GET' as const,
        url: paths.configStates.traceLogs(configStateId, asked.conversationId, asked.segmentId),
      },
      {
        method: 'GET' as const,
        url: paths.configStates.executionDetails(
          configStateId,
          asked.conversationId,
          asked.segmentId,
        ),
      },
    ];
    for (const attempt of attempts) {
      const answer = await server.as(staff, attempt);
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(answer.json().message).toBe(configStateMessages.notFound(configStateId));
    }
  });

  it('finds no test conversation of another draft, and drops them with their draft', async () => {
    const first = await newDraft();
    const second = await newDraft();
    const asked = await start(first, 'Which draft?');
    const crossed = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.conversation(second, asked.conversationId),
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(
      configStateMessages.conversationNotFound(asked.conversationId),
    );

    const deleted = await server.as(admin, {
      method: 'DELETE',
      url: paths.configStates.one(first),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await server.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.conversationId, asked.conversationId));
    expect(rows).toEqual([]);
  });
});
