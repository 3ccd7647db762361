// @vitest-environment jsdom
import { paths } from '@parley/api-contract';
import type { ConversationSegment } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionTokensReceived } from '../chat-stream/chat-stream-slice';
import { currentUserApi } from '../endpoints/current-user';
import { guidelinesApi } from '../endpoints/guidelines';
import { userConversationsApi } from '../endpoints/user-conversations';
import { makeStore } from '../make-store';
import { recordingTokens } from '../testing/recording-tokens';
import { sampleConversation, sampleSegment } from '../testing/samples';
import { fixtureText, writeEventStream } from '../testing/sse-fixtures';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, Responder, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import {
  abortStream,
  postSegment,
  restartConversation,
  selectConversation,
  startConversation,
  startPublicConversation,
} from './stream-thunks';

const conversationId = 'c0a8e0f2-1111-4c1a-9a57-0d2a6f0c0001';
const stoppedConversationId = 'c0a8e0f2-1111-4c1a-9a57-0d2a6f0c0021';
const startPath = paths.userConversations.byGptSystemId('agent-1');
const question = {
  question: 'How long is parental leave?',
  session: { sessionIdentifier: 'session-1' },
};

/** The conversation holding one answered question (`segmentId`), in the given status. */
function answeredConversation(
  segmentId: string,
  answer: Pick<ConversationSegment, 'answer' | 'status'>,
) {
  const segment = sampleSegment(segmentId, null, 0, { question: question.question, ...answer });
  return sampleConversation([segment], [segmentId], { conversationId });
}

let server: TestServer;
/** Connections the client closed before the server ended them. */
let cancelled = 0;

/** Streams the completed answer; the conversation is found; lists are empty. */
const normalServer: Responder = (request, response) => {
  if (request.method === 'POST') return writeEventStream(response, fixtureText('answer-completed'));
  if (
    request.url.startsWith(paths.userConversations.list() + '?') ||
    request.url === paths.userConversations.list()
  ) {
    return sendJson(response, 200, { items: [], continuationToken: null });
  }
  const id = decodeURIComponent(request.url.split('/').pop() ?? '');
  return sendJson(response, 200, sampleConversation([], [], { conversationId: id }));
};

/** Streams the first events of an answer and keeps the connection open, as a long answer does. */
function streamingForever(request: RecordedRequest, response: Parameters<Responder>[1]) {
  if (request.method !== 'POST') return normalServer(request, response);
  response.on('close', () => {
    if (!response.writableEnded) cancelled += 1;
  });
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
  response.write(fixtureText('answer-stopped'));
}

function storeFor() {
  return makeStore({
    reducers: {},
    extra: { baseUrl: server.url, tokens: recordingTokens({ token: 'product-token' }) },
  });
}

beforeAll(async () => {
  server = await startTestServer(normalServer);
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  server.requests.length = 0;
  server.respond(normalServer);
  cancelled = 0;
});

describe('stream thunks over a local SSE server (chat-spec sections 4 and 7)', () => {
  it('POSTs the question as JSON with the bearer, X-Request-ID and x-cosmos headers', async () => {
    const store = storeFor();
    store.dispatch(sessionTokensReceived({ 'x-cosmos-session-token': '0:1#41' }));
    await store.dispatch(startConversation('agent-1', question));
    const [post] = server.requestsTo(startPath, 'POST');
    expect(post?.headers).toMatchObject({
      authorization: 'Bearer product-token',
      'content-type': 'application/json',
      'x-cosmos-session-token': '0:1#41',
      accept: 'text/event-stream',
    });
    expect(post?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(post?.body ?? '')).toEqual({
      question: 'How long is parental leave?',
      visionImageIds: [],
      attachmentIds: [],
      session: { sessionIdentifier: 'session-1' },
    });
  });

  it('dispatches every event to the chat-stream slice and stores the streamed session tokens', async () => {
    const store = storeFor();
    const seen: string[] = [];
    store.subscribe(() =>
      seen.push(store.getState().chatStream.streamConversationSegment?.answer ?? ''),
    );
    await store.dispatch(startConversation('agent-1', question));
    expect(seen).toContain('Parental leave is 16 weeks at full pay [1].');
    expect(store.getState().chatStream.sessionTokens).toEqual({
      'x-cosmos-session-token': '0:1#42',
    });
    expect(store.getState().chatStream.currentConversationId).toBe(conversationId);
  });

  it('refetches the conversation when the stream ends, then discards the streamed segment', async () => {
    const store = storeFor();
    await store.dispatch(startConversation('agent-1', question));
    expect(server.requestsTo(paths.userConversations.one(conversationId))).toHaveLength(1);
    const cached = userConversationsApi.endpoints.getConversation.select(conversationId)(
      store.getState(),
    );
    expect(cached.data?.conversationId).toBe(conversationId);
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
    expect(store.getState().chatStream.requestStatus).toBe('Fulfilled');
  });

  it('keeps the finished answer when the fetch sent on opening the conversation answers after the stream ended, with the segment still Streaming', async () => {
    const segmentId = '5e9f4b1c-2222-4f0e-8a44-0d2a6f0c0002';
    let releaseOpeningFetch = () => {};
    const openingFetchHeld = new Promise<void>((resolve) => (releaseOpeningFetch = resolve));
    let conversationFetches = 0;
    server.respond((request, response) => {
      if (request.method === 'POST')
        return writeEventStream(response, fixtureText('answer-completed'));
      if (!request.url.startsWith(paths.userConversations.one(conversationId))) {
        return sendJson(response, 200, { items: [], continuationToken: null });
      }
      conversationFetches += 1;
      // The first fetch was sent when the screen opened, before the answer was stored.
      if (conversationFetches === 1) {
        void openingFetchHeld.then(() =>
          sendJson(
            response,
            200,
            answeredConversation(segmentId, { answer: '', status: 'Streaming' }),
          ),
        );
        return;
      }
      return sendJson(
        response,
        200,
        answeredConversation(segmentId, {
          answer: 'Parental leave is 16 weeks.',
          status: 'Completed',
        }),
      );
    });
    const store = storeFor();
    const opening = store.dispatch(
      userConversationsApi.endpoints.getConversation.initiate(conversationId),
    );
    await until(() => conversationFetches === 1);
    const streaming = store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.streamingStatus === 'Complete');
    // The streamed answer stays on screen while the stale fetch is still out.
    expect(store.getState().chatStream.streamConversationSegment?.answer).not.toBe('');
    releaseOpeningFetch();
    await streaming;
    const cached = userConversationsApi.endpoints.getConversation.select(conversationId)(
      store.getState(),
    );
    expect(cached.data?.segments[0]).toMatchObject({
      status: 'Completed',
      answer: 'Parental leave is 16 weeks.',
    });
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
    opening.unsubscribe();
  });

  it('fetches again while the answered segment is still Streaming, with the backoff of a 404', async () => {
    const segmentId = '5e9f4b1c-2222-4f0e-8a44-0d2a6f0c0002';
    let conversationFetches = 0;
    server.respond((request, response) => {
      if (request.method === 'POST')
        return writeEventStream(response, fixtureText('answer-completed'));
      if (!request.url.startsWith(paths.userConversations.one(conversationId))) {
        return sendJson(response, 200, { items: [], continuationToken: null });
      }
      conversationFetches += 1;
      const stored = conversationFetches >= 3;
      return sendJson(
        response,
        200,
        answeredConversation(segmentId, {
          answer: stored ? 'Stored.' : '',
          status: stored ? 'Completed' : 'Streaming',
        }),
      );
    });
    const store = storeFor();
    await store.dispatch(startConversation('agent-1', question));
    expect(conversationFetches).toBe(3);
    expect(
      userConversationsApi.endpoints.getConversation.select(conversationId)(store.getState()).data
        ?.segments[0]?.answer,
    ).toBe('Stored.');
  });

  it('posts a next question to the conversation segments path with its lineage', async () => {
    const store = storeFor();
    await store.dispatch(
      postSegment(conversationId, {
        question: 'And for fathers?',
        lineage: { parentSegmentId: 's1' },
      }),
    );
    const [post] = server.requestsTo(paths.userConversations.segments(conversationId), 'POST');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({ lineage: { parentSegmentId: 's1' } });
  });

  it('never retries the stream POST when it fails, and marks the request rejected', async () => {
    server.respond((request, response) => sendJson(response, 500, { message: 'boom' }));
    const store = storeFor();
    await store.dispatch(startConversation('agent-1', question));
    expect(server.requestsTo(startPath, 'POST')).toHaveLength(1);
    expect(store.getState().chatStream.requestStatus).toBe('Rejected');
    expect(store.getState().chatStream.streamingStatus).toBe('Complete');
  });

  it('keeps the status and the server message of a refused question, e.g. a public 429', async () => {
    const message = 'Too many messages. Please wait 30 seconds and try again.';
    server.respond((request, response) => sendJson(response, 429, { message }));
    const store = storeFor();
    await store.dispatch(
      startPublicConversation('parley-demo', {
        question: 'Hello?',
        session: { sessionIdentifier: 'visitor-1' },
      }),
    );
    expect(store.getState().chatStream.requestError).toEqual({ status: 429, message });
  });

  it('loads the guidelines and the consents again when a question is refused 403, the consent gate', async () => {
    const message = "This agent's guidelines changed since you accepted them.";
    server.respond((request, response) =>
      request.method === 'POST'
        ? sendJson(response, 403, { message })
        : request.url === paths.currentUser.guidelinesConsents()
          ? sendJson(response, 200, { items: [] })
          : sendJson(response, 200, {
              guidelinesDocumentId: 'doc-1',
              title: 'Acceptable use',
              requireConsent: true,
              version: 2,
              sections: [],
            }),
    );
    const store = storeFor();
    await store.dispatch(guidelinesApi.endpoints.getGuidelinesDocument.initiate('doc-1'));
    await store.dispatch(currentUserApi.endpoints.getGuidelinesConsents.initiate());
    await store.dispatch(startConversation('agent-1', question));
    expect(store.getState().chatStream.requestError).toEqual({ status: 403, message });
    await until(
      () =>
        server.requestsTo(paths.guidelinesDocuments.public('doc-1'), 'GET').length === 2 &&
        server.requestsTo(paths.currentUser.guidelinesConsents(), 'GET').length === 2,
    );
  });

  it('clears the refusal when the next question starts', async () => {
    server.respond((request, response) => sendJson(response, 500, 'boom'));
    const store = storeFor();
    await store.dispatch(startConversation('agent-1', question));
    server.respond(normalServer);
    await store.dispatch(startConversation('agent-1', question));
    expect(store.getState().chatStream.requestError).toBeNull();
  });

  it('refuses a question outside the contract before sending it', async () => {
    const store = storeFor();
    expect(() =>
      store.dispatch(startConversation('agent-1', { ...question, question: '  ' })),
    ).toThrow('Question is required');
    expect(server.requests).toHaveLength(0);
  });

  it('on abort sets streamAborted, cancels the request, and after 1 s refetches the conversation and the private list', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('history'));
    await until(() => server.requestsTo(paths.userConversations.list()).length === 1);
    const streaming = store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const aborting = store.dispatch(abortStream());
    await streaming;
    expect(store.getState().chatStream.streamAborted).toBe(true);
    await until(() => cancelled === 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requestsTo(paths.userConversations.one(stoppedConversationId))).toHaveLength(0);
    expect(server.requestsTo(paths.userConversations.list())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await aborting;
    expect(server.requestsTo(paths.userConversations.one(stoppedConversationId))).toHaveLength(1);
    await until(() => server.requestsTo(paths.userConversations.list()).length === 2);
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
  });

  it('retries a 404 conversation fetch up to 10 times, waiting 100 ms x 2^n before retry n (chat-spec section 8)', async () => {
    server.respond((request, response) =>
      request.method === 'POST'
        ? writeEventStream(response, fixtureText('answer-completed'))
        : sendJson(response, 404, { message: 'not stored yet' }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeFor();
    const streaming = store.dispatch(startConversation('agent-1', question));
    const fetches = () => server.requestsTo(paths.userConversations.one(conversationId)).length;
    await until(() => store.getState().chatStream.streamingStatus === 'Complete');
    // The refetch starts in the task after the one that rendered the finished answer.
    await vi.advanceTimersByTimeAsync(0);
    await until(() => fetches() === 1);
    for (let retry = 0; retry < 10; retry += 1) {
      const wait = 100 * 2 ** retry;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetches()).toBe(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => fetches() === retry + 2);
    }
    await streaming;
    expect(fetches()).toBe(11);
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
  });

  it('stops retrying on any other result and completes', async () => {
    server.respond((request, response) =>
      request.method === 'POST'
        ? writeEventStream(response, fixtureText('answer-completed'))
        : sendJson(response, 403, { message: 'no access' }),
    );
    const store = storeFor();
    await store.dispatch(startConversation('agent-1', question));
    expect(server.requestsTo(paths.userConversations.one(conversationId))).toHaveLength(1);
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
  });

  it('restarting a conversation aborts the running stream and clears the current conversation', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    const streaming = store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);
    await store.dispatch(restartConversation());
    await streaming;
    await until(() => cancelled === 1);
    expect(store.getState().chatStream.currentConversationId).toBeNull();
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
  });

  it('selecting another conversation while one streams aborts it and refetches the list after 1 s', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('history'));
    await until(() => server.requestsTo(paths.userConversations.list()).length === 1);
    const streaming = store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const selecting = store.dispatch(selectConversation('other-conversation'));
    await streaming;
    await until(() => cancelled === 1);
    expect(store.getState().chatStream.currentConversationId).toBe('other-conversation');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requestsTo(paths.userConversations.list())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await selecting;
    await until(() => server.requestsTo(paths.userConversations.list()).length === 2);
  });

  it('selecting the conversation that is streaming keeps its stream running', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    void store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);
    await store.dispatch(selectConversation(stoppedConversationId));
    expect(store.getState().chatStream.streamingStatus).toBe('Streaming');
    expect(store.getState().chatStream.conversationChanged).toBe(false);
    store.dispatch(restartConversation());
    await until(() => cancelled === 1);
  });

  it('keeps streaming when the tab is hidden and shown again, never POSTing twice (ARCHITECTURE section 4)', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    void store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);
    for (const hidden of [true, false]) {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo(startPath, 'POST')).toHaveLength(1);
    expect(cancelled).toBe(0);
    store.dispatch(restartConversation());
    await until(() => cancelled === 1);
  });

  it('a new question aborts the stream still running', async () => {
    server.respond(streamingForever);
    const store = storeFor();
    const first = store.dispatch(startConversation('agent-1', question));
    await until(() => store.getState().chatStream.currentConversationId === stoppedConversationId);
    server.respond(normalServer);
    await store.dispatch(startConversation('agent-1', question));
    await first;
    expect(cancelled).toBe(1);
    expect(store.getState().chatStream.currentConversationId).toBe(conversationId);
  });

  it('after a 401 renews the token and sends the question once more (chat-spec section 8)', async () => {
    server.respond((request, response) => {
      if (request.method === 'POST' && request.headers.authorization !== 'Bearer fresh-token') {
        return sendJson(response, 401, { message: 'expired' });
      }
      return normalServer(request, response);
    });
    const tokens = recordingTokens({ token: 'expired-token' });
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url, tokens } });
    await store.dispatch(startConversation('agent-1', question));
    expect(server.requestsTo(startPath, 'POST').map((post) => post.headers.authorization)).toEqual([
      'Bearer expired-token',
      'Bearer fresh-token',
    ]);
    expect(tokens.regenerations).toBe(1);
    expect(store.getState().chatStream.requestStatus).toBe('Fulfilled');
  });

  it('after a 401 with no signed-in account clears the token and rejects without sending again', async () => {
    server.respond((_request, response) => sendJson(response, 401, { message: 'expired' }));
    const tokens = recordingTokens({ token: 'expired-token', signedIn: false });
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url, tokens } });
    await store.dispatch(startConversation('agent-1', question));
    expect(server.requestsTo(startPath, 'POST')).toHaveLength(1);
    expect(tokens.token).toBeUndefined();
    expect(store.getState().chatStream.requestStatus).toBe('Rejected');
  });
});
