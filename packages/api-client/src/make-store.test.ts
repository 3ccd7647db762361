import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from './endpoints/health';
import { makeStore } from './make-store';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';

describe('makeStore and the health endpoint over real HTTP', () => {
  let server: TestServer;
  let baseUrl = '';

  beforeAll(async () => {
    server = await startTestServer((request, response) =>
      request.url === paths.health()
        ? sendJson(response, 200, { status: 'initializing', version: '2.2513.3849' })
        : sendJson(response, 404, undefined),
    );
    baseUrl = server.url;
  });

  afterAll(() => server.close());

  it('fetches and validates the health state from the server it is pointed at', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl } });
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.data).toEqual({ status: 'initializing', version: '2.2513.3849' });
  });

  it('reports a response outside the contract as an error instead of passing it on', async () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: `${baseUrl}/elsewhere` } });
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(result.isError).toBe(true);
  });

  it('combines the app slices with the api, chat-stream and service-status slices', () => {
    const store = makeStore({
      reducers: { app: (state: number = 7) => state },
      extra: { baseUrl },
    });
    expect(Object.keys(store.getState()).sort()).toEqual([
      'api',
      'app',
      'chatStream',
      'serviceStatus',
    ]);
    expect(store.getState().app).toBe(7);
  });

  it('starts from the preloaded state it is given', () => {
    const store = makeStore({
      reducers: {},
      preloadedState: { serviceStatus: { serviceUnavailable: true } },
    });
    expect(store.getState().serviceStatus.serviceUnavailable).toBe(true);
  });
});
