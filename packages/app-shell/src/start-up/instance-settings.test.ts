import { paths } from '@parley/api-contract';
import type { InstanceSettings } from '@parley/api-contract';
import { settingsApi } from '@parley/api-client';
import { authReset, selectInstanceSettings } from '@parley/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../testing/api-test-server';
import type { ApiTestServer } from '../testing/api-test-server';
import { createShellStore } from './shell-store';

const settings: InstanceSettings = {
  name: 'Parley',
  organizationName: 'Parley Ltd',
  entraIdSettings: { clientId: 'c', tenantId: 't', instance: 'https://login.example' },
  oidcSettings: { authority: 'https://parley.example/idp', clientId: 'chat', scopes: [] },
  demonstrationSignIn: false,
  defaultBrandKey: 'harbour',
};

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer({ [`GET ${paths.instanceSettings()}`]: { body: settings } });
});
afterAll(() => server.close());

/** A signed-in app's store after start-up fetched the instance settings. */
async function startedStore() {
  const store = createShellStore({ baseUrl: server.baseUrl });
  await store.dispatch(settingsApi.endpoints.getInstanceSettings.initiate());
  return store;
}

describe('instance settings (chat-spec section 3)', () => {
  it('are read from the api cache the start-up filled: auth names the right entry', async () => {
    const store = await startedStore();
    expect(selectInstanceSettings(store.getState())).toEqual(settings);
  });

  it('stay when a logout resets the auth state', async () => {
    const store = await startedStore();
    store.dispatch(authReset());
    expect(selectInstanceSettings(store.getState()).name).toBe('Parley');
  });
});
