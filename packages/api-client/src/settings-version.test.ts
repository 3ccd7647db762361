import { paths, SETTINGS_VERSION_HEADER } from '@parley/api-contract';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsApi } from './endpoints/settings';
import { makeStore } from './make-store';
import { sendJson, startTestServer } from './testing/test-server';
import type { TestServer } from './testing/test-server';
import { until } from './testing/until';

let server: TestServer;
let version = 1;
let allowPersonalAgents = false;

const send = (response: ServerResponse, body: unknown) =>
  sendJson(response, 200, body, { [SETTINGS_VERSION_HEADER]: String(version) });

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === paths.instanceSettings()) {
      return send(response, {
        name: `Parley v${version}`,
        organizationName: 'Parley',
        entraIdSettings: { clientId: '', tenantId: '', instance: '' },
        oidcSettings: null,
        demonstrationSignIn: true,
        defaultBrandKey: 'default',
        settingsVersion: version,
      });
    }
    if (url.pathname === paths.features()) {
      return send(response, {
        AllowUserCreatedGptSystems: allowPersonalAgents,
        AllowConnections: false,
        ShowFooter: true,
        SettingsVersion: version,
      });
    }
    if (url.pathname === paths.buildInfo()) {
      return send(response, { version: null, buildId: null, commitHash: null, timestamp: null });
    }
    response.writeHead(404).end();
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  version = 1;
  allowPersonalAgents = false;
});

const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });
const calls = (path: string) => server.requestsTo(path, 'GET').length;

describe('fresh settings (issue 17): a newer settings version refetches the cached settings', () => {
  it('refetches the instance settings and the features when any answer carries a newer version', async () => {
    const store = storeFor();
    store.dispatch(settingsApi.endpoints.getInstanceSettings.initiate());
    store.dispatch(settingsApi.endpoints.getFeatures.initiate());
    const features = settingsApi.endpoints.getFeatures.select(undefined);
    const settings = settingsApi.endpoints.getInstanceSettings.select(undefined);
    await until(() => features(store.getState()).data !== undefined);
    await until(() => settings(store.getState()).data !== undefined);

    // An unrelated call at the same version changes nothing.
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, { subscribe: false }),
    );
    expect(calls(paths.instanceSettings())).toBe(1);
    expect(calls(paths.features())).toBe(1);

    // An administrator switches personal agents on: the next answer carries version 2.
    version = 2;
    allowPersonalAgents = true;
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    await until(() => features(store.getState()).data?.AllowUserCreatedGptSystems === true);
    await until(() => settings(store.getState()).data?.name === 'Parley v2');
    expect(settings(store.getState()).data?.settingsVersion).toBe(2);

    // Once fresh, further answers at that version refetch nothing more.
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    expect(calls(paths.instanceSettings())).toBeLessThanOrEqual(3);
    const settled = calls(paths.instanceSettings());
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    expect(calls(paths.instanceSettings())).toBe(settled);
    expect(calls(paths.features())).toBeLessThanOrEqual(3);
  });

  it('takes the first version a new store meets as current', async () => {
    version = 7;
    const store = storeFor();
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, { subscribe: false }),
    );
    store.dispatch(settingsApi.endpoints.getFeatures.initiate());
    await until(() => calls(paths.features()) === 1);
    await store.dispatch(
      settingsApi.endpoints.getBuildInfo.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    expect(calls(paths.features())).toBe(1);
  });
});
