import { paths } from '@parley/api-contract';
import { setupListeners } from '@reduxjs/toolkit/query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { settingsApi } from './settings';

const instanceSettings = {
  name: 'Parley',
  organizationName: 'Contoso',
  entraIdSettings: { clientId: 'client', tenantId: 'tenant', instance: 'https://login.example' },
  oidcSettings: null,
  demonstrationSignIn: false,
  defaultBrandKey: 'default',
};
const features = { AllowUserCreatedGptSystems: true, AllowConnections: false, ShowFooter: true };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    sendJson(response, 200, request.url === paths.instanceSettings() ? instanceSettings : features),
  );
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

describe('cache lifetimes (chat-spec section 9)', () => {
  it('keeps unused data 60 s, then drops it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeFor();
    const subscription = store.dispatch(settingsApi.endpoints.getFeatures.initiate());
    await until(() => settingsApi.endpoints.getFeatures.select()(store.getState()).isSuccess);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settingsApi.endpoints.getFeatures.select()(store.getState()).data).toEqual(features);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settingsApi.endpoints.getFeatures.select()(store.getState()).data).toBeUndefined();
  });

  it('keeps instance settings 7 days (604800 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeFor();
    const subscription = store.dispatch(settingsApi.endpoints.getInstanceSettings.initiate());
    await until(
      () => settingsApi.endpoints.getInstanceSettings.select()(store.getState()).isSuccess,
    );
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(604_799_000);
    expect(settingsApi.endpoints.getInstanceSettings.select()(store.getState()).data?.name).toBe(
      'Parley',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(
      settingsApi.endpoints.getInstanceSettings.select()(store.getState()).data,
    ).toBeUndefined();
  });

  it('does not refetch on window focus or on reconnect', async () => {
    const store = storeFor();
    await store.dispatch(settingsApi.endpoints.getFeatures.initiate());
    // The handler receives RTK Query's own focus and online actions: dispatch them as a browser would.
    const stop = setupListeners(store.dispatch, (dispatch, { onFocus, onOnline }) => {
      dispatch(onFocus());
      dispatch(onOnline());
      return () => undefined;
    });
    stop();
    expect(settingsApi.endpoints.getFeatures.select()(store.getState()).status).toBe('fulfilled');
    expect(server.requests).toHaveLength(1);
  });

  it('reports an answer outside the contract as an error', async () => {
    server.respond((_request, response) => sendJson(response, 200, { name: 42 }));
    const store = storeFor();
    const result = await store.dispatch(settingsApi.endpoints.getInstanceSettings.initiate());
    expect(result.isError).toBe(true);
  });
});
