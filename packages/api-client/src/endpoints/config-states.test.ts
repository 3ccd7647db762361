import { paths } from '@parley/api-contract';
import type { ConfigState } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sampleAgent, sampleExecutionDetails } from '../testing/samples';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { configStatesApi } from './config-states';
import { currentUserApi } from './current-user';

const configStateId = 'cs-1';
const configuration = {
  gptSystemName: 'HR helper',
  systemPrompt: 'Answer HR questions.',
  introduction: 'Ask me about leave.',
  deploymentName: 'gpt-4o',
  languageEngine: 'AzureOpenAI',
  temperature: 0.7,
  topP: 1,
  frequencyPenalty: 0,
  maxTokens: 800,
  capabilityTypes: ['FileSearch' as const],
  dataSources: [],
  restrictAnswerToInformationReturnedByTools: false,
  guidelinesDocumentId: null,
};
const configState: ConfigState = {
  configuration: { ...configuration, configStateId, prompts: [] },
  gptSystem: null,
  gptSystemType: 'User',
  hasValidationErrors: false,
  avatarVersion: null,
};

let server: TestServer;

function configStateServer(request: RecordedRequest, response: Parameters<typeof sendJson>[0]) {
  const path = request.url.split('?')[0];
  if (request.method === 'PUT' && path === paths.configStates.one(configStateId)) {
    return sendJson(response, 200, {
      ...configState,
      hasValidationErrors: true,
      errors: [{ field: 'deploymentName', message: 'Unknown deployment' }],
      warnings: [{ field: 'maxTokens', message: 'Long answers cost more' }],
    });
  }
  if (path === paths.configStates.avatarFile(configStateId)) {
    return sendJson(response, 200, { avatarVersion: 2 });
  }
  if (path === paths.configStates.createGptSystem(configStateId)) {
    return sendJson(response, 200, sampleAgent({ gptSystemId: 'agent-9' }));
  }
  if (path === paths.configStates.executionDetails(configStateId, 'conv-1', 's-1')) {
    return sendJson(response, 200, sampleExecutionDetails);
  }
  if (path === paths.currentUser.availableGptSystems()) {
    return sendJson(response, 200, { items: [] });
  }
  return sendJson(response, 200, configState);
}

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

beforeAll(async () => {
  server = await startTestServer(configStateServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe('config-state calls (chat-spec section 7, "Create agent config state")', () => {
  it('creates by type with forceCreate and hipaaCompliant and answers configuration.configStateId', async () => {
    const store = storeFor();
    const created = await store.dispatch(
      configStatesApi.endpoints.createConfigStateByGptSystemType.initiate({
        gptSystemType: 'User',
        forceCreate: true,
        hipaaCompliant: false,
      }),
    );
    expect(created.data?.configuration.configStateId).toBe(configStateId);
    const [post] = server.requestsTo(paths.configStates.byGptSystemType('User'), 'POST');
    expect(post?.url).toBe(
      `${paths.configStates.byGptSystemType('User')}?forceCreate=true&hipaaCompliant=false`,
    );
  });

  it('creates the config state that edits an agent from its gptSystemId', async () => {
    const store = storeFor();
    await store.dispatch(
      configStatesApi.endpoints.createConfigStateByGptSystemId.initiate('agent-1'),
    );
    expect(server.requestsTo(paths.configStates.byGptSystemId('agent-1'), 'POST')).toHaveLength(1);
  });

  it('reads the execution details of a test chat answer under its config state (chat-spec section 2)', async () => {
    const store = storeFor();
    const details = await store.dispatch(
      configStatesApi.endpoints.getConfigStateExecutionDetails.initiate({
        configStateId,
        conversationId: 'conv-1',
        conversationSegmentId: 's-1',
      }),
    );
    expect(details.data).toEqual(sampleExecutionDetails);
    expect(
      server.requestsTo(paths.configStates.executionDetails(configStateId, 'conv-1', 's-1'), 'GET'),
    ).toHaveLength(1);
  });

  it('refuses a topP above 1 before sending, naming the field and the rule', async () => {
    const store = storeFor();
    const result = await store.dispatch(
      configStatesApi.endpoints.updateConfigState.initiate({
        configStateId,
        configuration: { ...configuration, topP: 1.5 },
      }),
    );
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: 'topP: Top P must be at most 1',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('reads the errors and warnings of an update and refetches the config state (admin-spec section 3)', async () => {
    const store = storeFor();
    await store.dispatch(configStatesApi.endpoints.getConfigState.initiate(configStateId));
    const updated = await store.dispatch(
      configStatesApi.endpoints.updateConfigState.initiate({ configStateId, configuration }),
    );
    expect(updated.data?.errors).toEqual([
      { field: 'deploymentName', message: 'Unknown deployment' },
    ]);
    expect(updated.data?.warnings).toHaveLength(1);
    expect(
      JSON.parse(server.requestsTo(paths.configStates.one(configStateId), 'PUT')[0]?.body ?? ''),
    ).toEqual(configuration);
    await until(() => server.requestsTo(paths.configStates.one(configStateId), 'GET').length === 2);
    expect(server.requestsTo(paths.configStates.one(configStateId), 'GET')).toHaveLength(2);
  });

  it('uploads the agent icon as a multipart file named {configStateId}_identicon.svg (chat-spec section 7)', async () => {
    const store = storeFor();
    const file = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const uploaded = await store.dispatch(
      configStatesApi.endpoints.uploadConfigStateAvatar.initiate({ configStateId, file }),
    );
    expect(uploaded.data).toEqual({ avatarVersion: 2 });
    const [post] = server.requestsTo(paths.configStates.avatarFile(configStateId), 'POST');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toContain('filename="cs-1_identicon.svg"');
  });

  it('refuses an empty avatar file before sending', async () => {
    const store = storeFor();
    const result = await store.dispatch(
      configStatesApi.endpoints.uploadConfigStateAvatar.initiate({
        configStateId,
        file: new Blob([]),
      }),
    );
    expect(result.error).toMatchObject({ error: 'file: The avatar file must not be empty' });
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes the available agents after saving a new agent from the config state', async () => {
    const store = storeFor();
    const subscription = store.dispatch(currentUserApi.endpoints.getAvailableGptSystems.initiate());
    await subscription;
    await store.dispatch(configStatesApi.endpoints.createGptSystem.initiate(configStateId));
    await until(
      () => server.requestsTo(paths.currentUser.availableGptSystems(), 'GET').length === 2,
    );
    expect(server.requestsTo(paths.currentUser.availableGptSystems(), 'GET')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
