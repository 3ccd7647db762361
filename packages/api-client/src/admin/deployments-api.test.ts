import { deploymentPaths, paths } from '@parley/api-contract';
import type { ModelDeploymentInput, ModelDeploymentView } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configStatesApi } from '../endpoints/config-states';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { deploymentsAdminApi } from './deployments-api';

const input: ModelDeploymentInput = {
  provider: 'openai-compatible',
  model: 'llama3',
  baseURL: 'http://127.0.0.1:11434/v1',
  resourceName: null,
  apiVersion: null,
  maxRetries: 2,
  hipaaCompliant: false,
  availableToPersonalAgents: true,
};
const view: ModelDeploymentView = {
  ...input,
  deploymentName: 'local',
  maskedApiKey: '••••Qz7w',
  isDefault: false,
  source: 'console',
  agentCount: 0,
};

let server: TestServer;
const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === deploymentPaths.list() && request.method === 'GET') {
      return sendJson(response, 200, { items: [view] });
    }
    if (path === paths.configStates.deployments()) {
      return sendJson(response, 200, { items: [], defaultDeploymentName: 'offline' });
    }
    return sendJson(response, request.method === 'POST' ? 201 : 200, view);
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe('model deployment calls (issue 17, agents tab)', () => {
  it('sends a new key once, in the POST body, and a change without one leaves the key out', async () => {
    const store = storeFor();
    await store.dispatch(
      deploymentsAdminApi.endpoints.createModelDeployment.initiate({
        ...input,
        deploymentName: 'local',
        apiKey: 'sk-whole-secret-key-Qz7w',
      }),
    );
    const [post] = server.requestsTo(deploymentPaths.list(), 'POST');
    expect(JSON.parse(post?.body ?? '')).toMatchObject({ apiKey: 'sk-whole-secret-key-Qz7w' });

    await store.dispatch(
      deploymentsAdminApi.endpoints.updateModelDeployment.initiate({
        deploymentName: 'local',
        deployment: input,
      }),
    );
    const [put] = server.requestsTo(deploymentPaths.one('local'), 'PUT');
    expect(JSON.parse(put?.body ?? '')).not.toHaveProperty('apiKey');
  });

  it('refuses bad input before sending, naming the field', async () => {
    const store = storeFor();
    const result = await store.dispatch(
      deploymentsAdminApi.endpoints.createModelDeployment.initiate({
        ...input,
        deploymentName: 'has spaces',
      }),
    );
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(server.requestsTo(deploymentPaths.list(), 'POST')).toEqual([]);
  });

  it('refetches the tab and the editors’ deployment choices after a change', async () => {
    const store = storeFor();
    store.dispatch(deploymentsAdminApi.endpoints.listModelDeployments.initiate());
    store.dispatch(configStatesApi.endpoints.listDeployments.initiate('User'));
    await until(() => server.requestsTo(paths.configStates.deployments()).length === 1);
    expect(server.requestsTo(paths.configStates.deployments())[0]?.url).toContain(
      'gptSystemType=User',
    );
    await store.dispatch(
      deploymentsAdminApi.endpoints.setDefaultDeployment.initiate({ deploymentName: 'local' }),
    );
    await until(() => server.requestsTo(deploymentPaths.list()).length === 2);
    await until(() => server.requestsTo(paths.configStates.deployments()).length === 2);
  });
});
