import { paths } from '@parley/api-contract';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseApi } from '../base-api';
import { makeStore } from '../make-store';
import { sampleAgent } from '../testing/samples';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { currentUserApi } from './current-user';

const agent = sampleAgent({ gptSystemId: 'agent-1' });
let server: TestServer;
let held: ServerResponse[] = [];
let pinned = false;

function agentsServer(request: RecordedRequest, response: ServerResponse) {
  if (request.url === paths.currentUser.pinnedGptSystems()) {
    return sendJson(response, 200, { pinnedGptSystems: pinned ? [agent] : [] });
  }
  if (request.url === paths.currentUser.recentGptSystems()) {
    return sendJson(response, 200, { recentGpts: pinned ? [] : [agent] });
  }
  held.push(response);
}

beforeAll(async () => {
  server = await startTestServer(agentsServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  held = [];
  pinned = false;
});

async function storeWithAgentLists() {
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  const subscriptions = [
    store.dispatch(currentUserApi.endpoints.getPinnedGptSystems.initiate()),
    store.dispatch(currentUserApi.endpoints.getRecentGptSystems.initiate()),
  ];
  await Promise.all(subscriptions);
  const lists = () => ({
    pinned: currentUserApi.endpoints.getPinnedGptSystems
      .select()(store.getState())
      .data?.pinnedGptSystems.map((item) => item.gptSystemId),
    recent: currentUserApi.endpoints.getRecentGptSystems
      .select()(store.getState())
      .data?.recentGpts.map((item) => item.gptSystemId),
  });
  return { store, lists };
}

describe('pinning agents (chat-spec section 4)', () => {
  it('moves the agent from Recent to Pinned at once, before the server answers', async () => {
    const { store, lists } = await storeWithAgentLists();
    const pinning = store.dispatch(currentUserApi.endpoints.pinGptSystem.initiate(agent));
    await until(() => held.length === 1);
    expect(lists()).toEqual({ pinned: ['agent-1'], recent: [] });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: paths.currentUser.pinnedGptSystem('agent-1'),
    });
    pinned = true;
    held[0]?.writeHead(204).end();
    await pinning;
  });

  it('refetches both agent lists after a pin succeeds', async () => {
    const { store } = await storeWithAgentLists();
    server.requests.length = 0;
    const pinning = store.dispatch(currentUserApi.endpoints.pinGptSystem.initiate(agent));
    await until(() => held.length === 1);
    pinned = true;
    held[0]?.writeHead(204).end();
    await pinning;
    await until(() => server.requests.length === 3);
    expect(server.requests.map((request) => request.url).sort()).toEqual(
      [
        paths.currentUser.pinnedGptSystem('agent-1'),
        paths.currentUser.pinnedGptSystems(),
        paths.currentUser.recentGptSystems(),
      ].sort(),
    );
  });

  it('puts the agent back under Recent when the pin fails', async () => {
    const { store, lists } = await storeWithAgentLists();
    const pinning = store.dispatch(currentUserApi.endpoints.pinGptSystem.initiate(agent));
    await until(() => held.length === 1);
    held[0]?.writeHead(500).end('refused');
    const result = await pinning;
    expect(result.error).toMatchObject({ status: 500 });
    expect(lists()).toEqual({ pinned: [], recent: ['agent-1'] });
  });

  it('unpinning moves the agent from Pinned back to Recent at once', async () => {
    pinned = true;
    const { store, lists } = await storeWithAgentLists();
    const unpinning = store.dispatch(currentUserApi.endpoints.unpinGptSystem.initiate(agent));
    await until(() => held.length === 1);
    expect(lists()).toEqual({ pinned: [], recent: ['agent-1'] });
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    pinned = false;
    held[0]?.writeHead(204).end();
    await unpinning;
  });
});

describe('the agent lists share one tag, GptSystem', () => {
  it('invalidating GptSystem asks for the pinned and the recent agents again', async () => {
    const { store } = await storeWithAgentLists();
    server.requests.length = 0;
    store.dispatch(baseApi.util.invalidateTags(['GptSystem']));
    await until(() => server.requests.length === 2);
    expect(server.requests.map(({ url }) => url).sort()).toEqual(
      [paths.currentUser.pinnedGptSystems(), paths.currentUser.recentGptSystems()].sort(),
    );
  });
});
