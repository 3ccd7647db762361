import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { segmentsApi } from './segments';

const segment = { conversationId: 'c1', conversationSegmentId: 's1' };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.method === 'GET'
      ? sendJson(response, 200, { type: 'text/markdown', data: 'IyBMZWF2ZQ==' })
      : sendJson(response, 204, undefined),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

describe('segment calls (chat-spec section 7)', () => {
  it('downloads a citation sending conversationId, conversationSegmentId, path, title and save', async () => {
    const result = await storeFor().dispatch(
      segmentsApi.endpoints.downloadCitation.initiate({
        ...segment,
        path: 'policies/leave.md',
        title: 'Leave policy',
        save: true,
      }),
    );
    expect(result.data).toEqual({ type: 'text/markdown', data: 'IyBMZWF2ZQ==' });
    const url = new URL(server.requests[0]?.url ?? '', server.url);
    expect(url.pathname).toBe(paths.userConversations.citationDownload('c1', 's1'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      conversationId: 'c1',
      conversationSegmentId: 's1',
      path: 'policies/leave.md',
      title: 'Leave policy',
      save: 'true',
    });
  });

  it("downloads a public visitor's citation from the publicConversations path", async () => {
    await storeFor().dispatch(
      segmentsApi.endpoints.downloadCitation.initiate({
        ...segment,
        path: 'policies/leave.md',
        audience: 'public',
      }),
    );
    const url = new URL(server.requests[0]?.url ?? '', server.url);
    expect(url.pathname).toBe(paths.publicConversations.citationDownload('c1', 's1'));
    expect(url.searchParams.has('audience')).toBe(false);
  });

  it('gives feedback as a JSON body and removes it with DELETE', async () => {
    const store = storeFor();
    await store.dispatch(
      segmentsApi.endpoints.giveFeedback.initiate({ ...segment, feedback: { rating: 'Positive' } }),
    );
    await store.dispatch(segmentsApi.endpoints.removeFeedback.initiate(segment));
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${paths.userConversations.feedback('c1', 's1')}`,
      `DELETE ${paths.userConversations.feedback('c1', 's1')}`,
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      rating: 'Positive',
      comment: null,
    });
  });

  it('refuses feedback with an unknown rating before sending it, naming the field', async () => {
    const result = await storeFor().dispatch(
      segmentsApi.endpoints.giveFeedback.initiate({
        ...segment,
        feedback: { rating: 'Great' as 'Positive' },
      }),
    );
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(result.error && 'error' in result.error ? result.error.error : '').toMatch(/^rating: /);
    expect(server.requests).toHaveLength(0);
  });
});
