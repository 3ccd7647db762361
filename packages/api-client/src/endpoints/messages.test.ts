import { paths } from '@parley/api-contract';
import type { Notice } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { recordingTokens } from '../testing/recording-tokens';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { messagesApi } from './messages';

const notice = (messageId: string): Notice => ({
  messageId,
  text: `Notice ${messageId}`,
  severity: 'info',
  startsAt: '2026-11-29T05:00:00.000Z',
  endsAt: '2026-11-30T05:00:00.000Z',
});
let server: TestServer;
let dismissalStatus = 204;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.method !== 'POST') {
      return sendJson(response, 200, { items: [notice('n-1'), notice('n-2')] });
    }
    if (dismissalStatus === 204) {
      response.writeHead(204);
      response.end();
      return;
    }
    return sendJson(response, dismissalStatus, {
      statusCode: dismissalStatus,
      error: 'Not Found',
      message: 'No notice has the id "n-1".',
    });
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  dismissalStatus = 204;
});

function storeFor() {
  return makeStore({
    reducers: {},
    extra: { baseUrl: server.url, tokens: recordingTokens({ token: 'product-token' }) },
  });
}

const shown = (store: ReturnType<typeof storeFor>) =>
  messagesApi.endpoints.listNotices
    .select()(store.getState())
    .data?.items.map((each) => each.messageId);

describe('platform notices (chat-spec section 7, "GET, POST /api/messages"; issue 20)', () => {
  it('lists the current notices from /api/messages with the bearer header', async () => {
    const store = storeFor();
    const list = await store.dispatch(messagesApi.endpoints.listNotices.initiate());
    expect(list.data?.items).toEqual([notice('n-1'), notice('n-2')]);
    expect(server.requests[0]).toMatchObject({
      url: paths.messages(),
      headers: { authorization: 'Bearer product-token' },
    });
  });

  it('hides a dismissed notice at once and posts its id, without listing again', async () => {
    const store = storeFor();
    await store.dispatch(messagesApi.endpoints.listNotices.initiate());
    const dismissal = store.dispatch(
      messagesApi.endpoints.dismissNotice.initiate({ messageId: 'n-1' }),
    );
    expect(shown(store)).toEqual(['n-2']);
    await dismissal;
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ messageId: 'n-1' });
    expect(server.requests.filter(({ method }) => method === 'GET')).toHaveLength(1);
    expect(shown(store)).toEqual(['n-2']);
  });

  it('shows the notice again when the server refuses the dismissal', async () => {
    dismissalStatus = 404;
    const store = storeFor();
    await store.dispatch(messagesApi.endpoints.listNotices.initiate());
    const dismissed = await store.dispatch(
      messagesApi.endpoints.dismissNotice.initiate({ messageId: 'n-1' }),
    );
    expect(dismissed.error).toMatchObject({ status: 404 });
    expect(shown(store)).toEqual(['n-1', 'n-2']);
  });
});
