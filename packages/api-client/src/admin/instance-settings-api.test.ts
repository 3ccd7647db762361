import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsApi } from '../endpoints/settings';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { instanceSettingsAdminApi } from './instance-settings-api';

let server: TestServer;
let allowed = false;
const rest = { allowAgentSharing: true, maxAgentsPerUser: null };

const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === paths.admin.personalAgentSettings()) {
      if (request.method === 'PUT') {
        allowed = (JSON.parse(request.body) as { allowUserCreatedGptSystems: boolean })
          .allowUserCreatedGptSystems;
      }
      return sendJson(response, 200, { allowUserCreatedGptSystems: allowed, ...rest });
    }
    if (url.pathname === paths.features()) {
      return sendJson(response, 200, {
        AllowUserCreatedGptSystems: allowed,
        AllowConnections: false,
        ShowFooter: true,
      });
    }
    response.writeHead(404).end();
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  allowed = false;
});

describe('instance settings calls (issue 17): personal agents', () => {
  it('reads the switch and sends the changed one as the PUT body', async () => {
    const store = storeFor();
    const read = await store.dispatch(
      instanceSettingsAdminApi.endpoints.getPersonalAgentSettings.initiate(undefined, {
        subscribe: false,
      }),
    );
    expect(read.data).toEqual({ allowUserCreatedGptSystems: false, ...rest });
    const saved = await store.dispatch(
      instanceSettingsAdminApi.endpoints.updatePersonalAgentSettings.initiate({
        allowUserCreatedGptSystems: true,
        ...rest,
      }),
    );
    expect(saved.data).toEqual({ allowUserCreatedGptSystems: true, ...rest });
    const [put] = server.requestsTo(paths.admin.personalAgentSettings(), 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ allowUserCreatedGptSystems: true, ...rest });
  });

  it('refetches the feature flags and the tab after a change, so the console user’s own cache follows', async () => {
    const store = storeFor();
    store.dispatch(settingsApi.endpoints.getFeatures.initiate());
    store.dispatch(instanceSettingsAdminApi.endpoints.getPersonalAgentSettings.initiate());
    await until(() => server.requestsTo(paths.features(), 'GET').length === 1);
    await store.dispatch(
      instanceSettingsAdminApi.endpoints.updatePersonalAgentSettings.initiate({
        allowUserCreatedGptSystems: true,
        ...rest,
      }),
    );
    await until(() => server.requestsTo(paths.features(), 'GET').length === 2);
    await until(() => server.requestsTo(paths.admin.personalAgentSettings(), 'GET').length === 2);
    const features = settingsApi.endpoints.getFeatures.select(undefined);
    await until(() => features(store.getState()).data?.AllowUserCreatedGptSystems === true);
  });
});
