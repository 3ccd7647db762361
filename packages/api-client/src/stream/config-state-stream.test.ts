// @vitest-environment jsdom
import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { recordingTokens } from '../testing/recording-tokens';
import { sampleConversation } from '../testing/samples';
import { fixtureText, writeEventStream } from '../testing/sse-fixtures';
import { sendJson, startTestServer } from '../testing/test-server';
import type { Responder, TestServer } from '../testing/test-server';
import { postConfigStateSegment, startConfigStateConversation } from './config-state-stream';

const configStateId = 'cs-1';
const conversationId = 'c-7';
const segmentsPath = paths.configStates.segments(configStateId, conversationId);

let server: TestServer;

/** Streams the recorded config-state answer (steps, then a response-model with errors). */
const configStateServer: Responder = (request, response) => {
  if (request.method === 'POST') {
    return writeEventStream(response, fixtureText('config-state-errors'));
  }
  return sendJson(response, 200, sampleConversation([], [], { conversationId }));
};

function storeFor(tokens = recordingTokens({ token: 'product-token' })) {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url, tokens } });
}

beforeAll(async () => {
  server = await startTestServer(configStateServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.respond(configStateServer);
});

describe('config-state stream thunks over a local SSE server (chat-spec sections 4 and 7)', () => {
  it('keeps the long-running task steps and the response-model errors of the config-state stream', async () => {
    const store = storeFor();
    await store.dispatch(
      postConfigStateSegment(configStateId, conversationId, {
        question: 'Validate',
        lineage: { parentSegmentId: null },
      }),
    );
    const state = store.getState().chatStream;
    expect(state.streamKind).toBe('configState');
    expect(state.currentConfigStateId).toBe(configStateId);
    expect(state.configStateSteps).toEqual([
      'Validating the configuration',
      'Indexing 3 documents',
    ]);
    expect(state.configStateErrors).toEqual([
      'maxTokens: must be at most 4096',
      'deploymentName: unknown deployment',
    ]);
    expect(state.streamingStatus).toBe('Complete');
    expect(state.requestStatus).toBe('Fulfilled');
  });

  it('POSTs the next question to the config-state segments path with its lineage and bearer', async () => {
    const store = storeFor();
    await store.dispatch(
      postConfigStateSegment(configStateId, conversationId, {
        question: 'Validate',
        lineage: { parentSegmentId: 's-1' },
      }),
    );
    const [post] = server.requestsTo(segmentsPath, 'POST');
    expect(post?.headers).toMatchObject({
      authorization: 'Bearer product-token',
      accept: 'text/event-stream',
    });
    expect(JSON.parse(post?.body ?? '')).toMatchObject({ lineage: { parentSegmentId: 's-1' } });
  });

  it('refetches the test conversation when the stream ends, then discards the streamed segment', async () => {
    const store = storeFor();
    await store.dispatch(
      postConfigStateSegment(configStateId, conversationId, {
        question: 'Validate',
        lineage: { parentSegmentId: null },
      }),
    );
    expect(
      server.requestsTo(paths.configStates.conversation(configStateId, conversationId), 'GET'),
    ).toHaveLength(1);
    expect(store.getState().chatStream.streamConversationSegment).toBeNull();
  });

  it('starts a test conversation on the config-state conversations path with its session', async () => {
    const store = storeFor();
    await store.dispatch(
      startConfigStateConversation(configStateId, {
        question: 'Hello',
        session: { sessionIdentifier: 'session-9' },
      }),
    );
    const [post] = server.requestsTo(paths.configStates.conversations(configStateId), 'POST');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({
      question: 'Hello',
      session: { sessionIdentifier: 'session-9' },
    });
    expect(store.getState().chatStream.latestSession).toBe('session-9');
  });

  it('renews the token after a 401 and sends the question once more (chat-spec section 8)', async () => {
    const tokens = recordingTokens({ token: 'stale-token', nextToken: 'fresh-token' });
    let refused = false;
    server.respond((request, response) => {
      if (request.method === 'POST' && !refused) {
        refused = true;
        return sendJson(response, 401, { message: 'expired' });
      }
      return configStateServer(request, response);
    });
    const store = storeFor(tokens);
    await store.dispatch(
      postConfigStateSegment(configStateId, conversationId, {
        question: 'Validate',
        lineage: { parentSegmentId: null },
      }),
    );
    const posts = server.requestsTo(segmentsPath, 'POST');
    expect(posts.map(({ headers }) => headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    expect(store.getState().chatStream.requestStatus).toBe('Fulfilled');
  });

  it('marks the request rejected and never retries when the server refuses the question', async () => {
    server.respond((_request, response) => sendJson(response, 500, { message: 'boom' }));
    const store = storeFor();
    await store.dispatch(
      postConfigStateSegment(configStateId, conversationId, {
        question: 'Validate',
        lineage: { parentSegmentId: null },
      }),
    );
    expect(server.requestsTo(segmentsPath, 'POST')).toHaveLength(1);
    expect(store.getState().chatStream.requestStatus).toBe('Rejected');
  });
});
