import { paths } from '@parley/api-contract';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sampleConversation, sampleListItem } from '../testing/samples';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { userConversationsApi } from './user-conversations';

let server: TestServer;
let held: ServerResponse[] = [];

function conversationServer(request: RecordedRequest, response: ServerResponse) {
  const [path, query] = request.url.split('?');
  if (path === paths.userConversations.list()) {
    return query === 'continuationToken=page-2'
      ? sendJson(response, 200, { items: [sampleListItem('c2')], continuationToken: null })
      : sendJson(response, 200, {
          items: [sampleListItem('c1', 'Old title')],
          continuationToken: 'page-2',
        });
  }
  if (path === paths.userConversations.archived()) {
    return sendJson(response, 200, { items: [], continuationToken: null });
  }
  if (request.method === 'PUT' && path === paths.userConversations.updateTitle('c1')) {
    held.push(response);
    return;
  }
  if (request.method === 'PUT') return sendJson(response, 204, undefined);
  return sendJson(
    response,
    200,
    sampleConversation([], [], { conversationId: 'c1', title: 'Old title' }),
  );
}

beforeAll(async () => {
  server = await startTestServer(conversationServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  held = [];
});

async function storeWithLists() {
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  await store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('history'));
  await store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('archived'));
  await store.dispatch(userConversationsApi.endpoints.getConversation.initiate('c1'));
  return store;
}

function titles(store: Awaited<ReturnType<typeof storeWithLists>>) {
  const state = store.getState();
  return {
    list: userConversationsApi.endpoints.listConversationPages.select('history')(state).data
      ?.pages[0]?.items[0]?.title,
    open: userConversationsApi.endpoints.getConversation.select('c1')(state).data?.title,
  };
}

describe('user conversations endpoints', () => {
  it('asks for the next page with the continuation token of the last one (chat-spec section 7)', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    const { listConversationPages } = userConversationsApi.endpoints;
    await store.dispatch(listConversationPages.initiate('history'));
    await store.dispatch(listConversationPages.initiate('history', { direction: 'forward' }));
    expect(server.requests.map(({ url }) => url)).toEqual([
      paths.userConversations.list(),
      `${paths.userConversations.list()}?continuationToken=page-2`,
    ]);
    const pages = listConversationPages.select('history')(store.getState()).data?.pages;
    expect(pages?.map((page) => page.items[0]?.conversationId)).toEqual(['c1', 'c2']);
  });

  it('renames optimistically: the list and the open conversation show the new title before the server answers', async () => {
    const store = await storeWithLists();
    const renaming = store.dispatch(
      userConversationsApi.endpoints.renameConversation.initiate({
        conversationId: 'c1',
        title: ' New title ',
      }),
    );
    await until(() => held.length === 1);
    expect(titles(store)).toEqual({ list: 'New title', open: 'New title' });
    held[0]?.writeHead(204).end();
    await renaming;
    expect(titles(store)).toEqual({ list: 'New title', open: 'New title' });
  });

  it('rolls the optimistic rename back when the server refuses it', async () => {
    const store = await storeWithLists();
    const renaming = store.dispatch(
      userConversationsApi.endpoints.renameConversation.initiate({
        conversationId: 'c1',
        title: 'New title',
      }),
    );
    await until(() => held.length === 1);
    held[0]?.writeHead(500).end('refused');
    await renaming;
    expect(titles(store)).toEqual({ list: 'Old title', open: 'Old title' });
  });

  it('refuses a title longer than 50 characters before sending it (chat-spec section 5)', async () => {
    const store = await storeWithLists();
    server.requests.length = 0;
    const result = await store.dispatch(
      userConversationsApi.endpoints.renameConversation.initiate({
        conversationId: 'c1',
        title: 'x'.repeat(51),
      }),
    );
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: 'title: Title must be at most 50 characters',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('archiving refreshes both the History and the Archived lists', async () => {
    const store = await storeWithLists();
    const subscriptions = [
      store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('history')),
      store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('archived')),
    ];
    server.requests.length = 0;
    await store.dispatch(userConversationsApi.endpoints.archiveConversation.initiate('c1'));
    await until(
      () =>
        server.requestsTo(paths.userConversations.list()).length === 1 &&
        server.requestsTo(paths.userConversations.archived()).length === 1,
    );
    expect(server.requestsTo(paths.userConversations.archive('c1'), 'PUT')).toHaveLength(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('unarchiving refreshes both lists too', async () => {
    const store = await storeWithLists();
    const subscriptions = [
      store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('history')),
      store.dispatch(userConversationsApi.endpoints.listConversationPages.initiate('archived')),
    ];
    server.requests.length = 0;
    await store.dispatch(userConversationsApi.endpoints.unarchiveConversation.initiate('c1'));
    await until(
      () =>
        server.requestsTo(paths.userConversations.list()).length === 1 &&
        server.requestsTo(paths.userConversations.archived()).length === 1,
    );
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('choosing a branch posts the last segment id as selectedLeafSegmentId (chat-spec section 4)', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    await store.dispatch(
      userConversationsApi.endpoints.updateSelectedLeafSegmentId.initiate({
        conversationId: 'c1',
        selectedLeafSegmentId: 's9',
      }),
    );
    const [put] = server.requestsTo(
      paths.userConversations.updateSelectedLeafSegmentId('c1'),
      'PUT',
    );
    expect(JSON.parse(put?.body ?? '')).toEqual({ selectedLeafSegmentId: 's9' });
  });
});
