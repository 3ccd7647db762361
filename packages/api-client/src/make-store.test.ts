import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from './endpoints/health';
import { makeStore } from './make-store';

describe('makeStore and the health endpoint over real HTTP', () => {
  const server = createServer((request, response) => {
    if (request.url === paths.health()) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'initializing', version: '2.2513.3849' }));
      return;
    }
    response.writeHead(404).end();
  });
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
