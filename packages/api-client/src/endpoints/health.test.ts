import { paths } from '@parley/api-contract';
import type { HealthStatus } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { serviceUnavailableChanged } from '../service-status/service-status-slice';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { healthApi, selectHealthCheckIssue } from './health';

let server: TestServer;
let status: HealthStatus = 'ok';

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url === paths.health()
      ? sendJson(response, 200, { status, version: '1.0.0' })
      : sendJson(response, 404, undefined),
  );
});
afterAll(() => server.close());

async function storeAfterHealthCheck(answer: HealthStatus) {
  status = answer;
  const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
  await store.dispatch(healthApi.endpoints.getHealth.initiate());
  return store;
}

describe('the health-check issue (chat-spec section 2)', () => {
  it('is reported while the health check says initializing', async () => {
    const store = await storeAfterHealthCheck('initializing');
    expect(selectHealthCheckIssue(store.getState())).toBe(true);
  });

  it('is reported while the server answers 503, whatever the last health check said', async () => {
    const store = await storeAfterHealthCheck('ok');
    expect(selectHealthCheckIssue(store.getState())).toBe(false);
    store.dispatch(serviceUnavailableChanged(true));
    expect(selectHealthCheckIssue(store.getState())).toBe(true);
  });

  it('is not reported before the first answer', () => {
    const store = makeStore({ reducers: {}, extra: { baseUrl: server.url } });
    expect(selectHealthCheckIssue(store.getState())).toBe(false);
  });
});
