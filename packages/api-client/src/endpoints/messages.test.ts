import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { recordingTokens } from '../testing/recording-tokens';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { messagesApi } from './messages';

const message = { messageId: 'm-1', text: 'Welcome', createdAt: '2026-11-22T05:00:00.000Z' };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.method === 'POST'
      ? sendJson(response, 201, message)
      : sendJson(response, 200, { items: [message], continuationToken: null }),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({
    reducers: {},
    extra: { baseUrl: server.url, tokens: recordingTokens({ token: 'product-token' }) },
  });
}

function gets() {
  return server.requests.filter(({ method }) => method === 'GET');
}

describe('messages (chat-spec section 7, "GET, POST /api/messages")', () => {
  it('lists the messages from /api/messages with the bearer header', async () => {
    const store = storeFor();
    const page = await store.dispatch(messagesApi.endpoints.listMessages.initiate({}));
    expect(page.data?.items).toEqual([message]);
    expect(server.requests[0]).toMatchObject({
      url: paths.messages(),
      headers: { authorization: 'Bearer product-token' },
    });
  });

  it('posts a message and refetches the list', async () => {
    const store = storeFor();
    await store.dispatch(messagesApi.endpoints.listMessages.initiate({}));
    const posted = await store.dispatch(
      messagesApi.endpoints.postMessage.initiate({ text: ' Welcome ' }),
    );
    expect(posted.data).toEqual(message);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ text: 'Welcome' });
    await until(() => gets().length === 2);
    expect(gets()).toHaveLength(2);
  });

  it('refuses an empty message before sending', async () => {
    const store = storeFor();
    const result = await store.dispatch(messagesApi.endpoints.postMessage.initiate({ text: '' }));
    expect(result.error).toMatchObject({ error: 'text: Message text is required' });
    expect(server.requests).toHaveLength(0);
  });
});
