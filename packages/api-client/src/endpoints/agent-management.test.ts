import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sampleAgent } from '../testing/samples';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { agentManagementApi } from './agent-management';

const agent = sampleAgent({ gptSystemId: 'agent-1', gptSystemType: 'User' });
const prompt = { promptId: 'p-1', title: 'Leave', text: 'How much leave do I have?' };

let server: TestServer;

function managementServer(request: RecordedRequest, response: Parameters<typeof sendJson>[0]) {
  const path = request.url.split('?')[0];
  if (path === paths.agentManagement.personalList()) {
    return sendJson(response, 200, { items: [agent], continuationToken: null });
  }
  if (path === paths.agentManagement.personalOne('agent-1')) {
    return sendJson(response, 200, { ...agent, prompts: [prompt] });
  }
  if (path === paths.agentManagement.publishing('agent-1')) {
    return sendJson(response, 200, agent);
  }
  if (path === paths.agentManagement.prompts('agent-1')) {
    return sendJson(response, 200, request.method === 'GET' ? { prompts: [prompt] } : prompt);
  }
  if (path === paths.agentManagement.avatar('agent-1')) {
    return sendJson(response, 200, { avatarVersion: 5 });
  }
  response.writeHead(204).end();
}

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

beforeAll(async () => {
  server = await startTestServer(managementServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe('agent management (chat-spec section 7, "Agent management")', () => {
  it('lists the personal agents and reads one with its prompts', async () => {
    const store = storeFor();
    const page = await store.dispatch(
      agentManagementApi.endpoints.listPersonalGptSystems.initiate({}),
    );
    const one = await store.dispatch(
      agentManagementApi.endpoints.getPersonalGptSystem.initiate('agent-1'),
    );
    expect(page.data?.items.map(({ gptSystemId }) => gptSystemId)).toEqual(['agent-1']);
    expect(one.data?.prompts).toEqual([prompt]);
  });

  it('refetches the personal list after deleting an agent through common management', async () => {
    const store = storeFor();
    await store.dispatch(agentManagementApi.endpoints.listPersonalGptSystems.initiate({}));
    await store.dispatch(agentManagementApi.endpoints.deleteGptSystem.initiate('agent-1'));
    expect(server.requestsTo(paths.agentManagement.commonOne('agent-1'), 'DELETE')).toHaveLength(1);
    await until(() => server.requestsTo(paths.agentManagement.personalList(), 'GET').length === 2);
    expect(server.requestsTo(paths.agentManagement.personalList(), 'GET')).toHaveLength(2);
  });

  it('PUTs the publishing state of a personal agent', async () => {
    const store = storeFor();
    await store.dispatch(
      agentManagementApi.endpoints.updatePublishing.initiate({
        gptSystemId: 'agent-1',
        publishingState: 'Published',
      }),
    );
    const [put] = server.requestsTo(paths.agentManagement.publishing('agent-1'), 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ publishingState: 'Published' });
  });

  it('refuses a prompt without a title before sending, naming the field', async () => {
    const store = storeFor();
    const result = await store.dispatch(
      agentManagementApi.endpoints.createAgentPrompt.initiate({
        gptSystemId: 'agent-1',
        input: { title: ' ', text: 'Summarise' },
      }),
    );
    expect(result.error).toMatchObject({ error: 'title: Title is required' });
    expect(server.requests).toHaveLength(0);
  });

  it('refetches the prompts after one is added, changed or removed', async () => {
    const store = storeFor();
    const promptsPath = paths.agentManagement.prompts('agent-1');
    await store.dispatch(agentManagementApi.endpoints.listAgentPrompts.initiate('agent-1'));
    await store.dispatch(
      agentManagementApi.endpoints.createAgentPrompt.initiate({
        gptSystemId: 'agent-1',
        input: { title: 'Leave', text: 'How much leave do I have?' },
      }),
    );
    await until(() => server.requestsTo(promptsPath, 'GET').length === 2);
    await store.dispatch(
      agentManagementApi.endpoints.deleteAgentPrompt.initiate({
        gptSystemId: 'agent-1',
        promptId: 'p-1',
      }),
    );
    await until(() => server.requestsTo(promptsPath, 'GET').length === 3);
    expect(
      server.requestsTo(paths.agentManagement.prompt('agent-1', 'p-1'), 'DELETE'),
    ).toHaveLength(1);
  });

  it('uploads the avatar as multipart form data and answers its new version', async () => {
    const store = storeFor();
    const uploaded = await store.dispatch(
      agentManagementApi.endpoints.uploadAgentAvatar.initiate({
        gptSystemId: 'agent-1',
        file: new Blob(['png'], { type: 'image/png' }),
        fileName: 'avatar.png',
      }),
    );
    expect(uploaded.data).toEqual({ avatarVersion: 5 });
    const [post] = server.requestsTo(paths.agentManagement.avatar('agent-1'), 'POST');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toContain('filename="avatar.png"');
  });
});
