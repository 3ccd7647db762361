import { adminMessages, paths, publicChatMessages } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { RecordedRequest, TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { accessAdminApi } from './access-api';

const role = {
  userRoleId: 'r-1',
  name: 'Auditors',
  resolvedActions: ['ConfigurationAuditLogRead'],
  userCount: 0,
  isSeeded: false,
  createdAt: '2026-11-25T00:00:00.000Z',
};
const user = (n: number) => ({
  userId: `u-${n}`,
  userName: `user${n}@parley.local`,
  displayName: `User ${n}`,
  email: null,
  identityProvider: 'Seed',
  roles: [],
  groups: [],
  isBannedFromCreatingAgents: false,
  isBannedFromSharingAgents: false,
  createdAt: '2026-11-25T00:00:00.000Z',
  lastSignInAt: null,
});

let server: TestServer;

function adminServer(request: RecordedRequest, response: Parameters<typeof sendJson>[0]) {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === paths.admin.userRoles()) {
    return request.method === 'POST'
      ? sendJson(response, 201, role)
      : sendJson(response, 200, { items: [role] });
  }
  if (url.pathname === paths.admin.users()) {
    const token = url.searchParams.get('continuationToken');
    return sendJson(response, 200, {
      items: token ? [user(3)] : [user(1), user(2)],
      continuationToken: token ? null : 'next-page',
    });
  }
  if (url.pathname === paths.admin.audit()) {
    return sendJson(response, 200, { items: [], continuationToken: null });
  }
  response.writeHead(204).end();
}

const storeFor = () => makeStore({ reducers: {}, extra: { baseUrl: server.url } });

beforeAll(async () => {
  server = await startTestServer(adminServer);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe('administration access calls (issue 14)', () => {
  it('refuses a role without a name or actions before sending it, with the form messages', async () => {
    const result = await storeFor().dispatch(
      accessAdminApi.endpoints.createUserRole.initiate({ name: ' ', actions: [] }),
    );
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      data: [
        { field: 'name', message: adminMessages.roleNameRequired },
        { field: 'actions', message: adminMessages.roleActionsRequired },
      ],
    });
    expect(server.requestsTo(paths.admin.userRoles(), 'POST')).toHaveLength(0);
  });

  it('refetches the role list and the audit log after creating a role', async () => {
    const store = storeFor();
    store.dispatch(accessAdminApi.endpoints.listUserRoles.initiate());
    store.dispatch(accessAdminApi.endpoints.listAuditEntries.initiate({}));
    await until(() => server.requestsTo(paths.admin.audit(), 'GET').length === 1);
    await store.dispatch(
      accessAdminApi.endpoints.createUserRole.initiate({
        name: 'Auditors',
        actions: ['ConfigurationAuditLogRead'],
      }),
    );
    await until(() => server.requestsTo(paths.admin.userRoles(), 'GET').length === 2);
    await until(() => server.requestsTo(paths.admin.audit(), 'GET').length === 2);
    expect(JSON.parse(server.requestsTo(paths.admin.userRoles(), 'POST')[0]?.body ?? '')).toEqual({
      name: 'Auditors',
      actions: ['ConfigurationAuditLogRead'],
    });
  });

  it("refuses an agent's public chat settings with a bad limit before sending them", async () => {
    const result = await storeFor().dispatch(
      accessAdminApi.endpoints.updateAgentPublicChat.initiate({
        gptSystemId: 'g-1',
        enabled: true,
        allowedOrigins: [],
        questionsPerMinutePerSession: 0,
        questionsPerMinutePerAddress: 60,
        questionsPerMinutePerEndpoint: 600,
        brandKey: null,
      }),
    );
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      data: [
        {
          field: 'questionsPerMinutePerSession',
          message: publicChatMessages.rateLimit('questionsPerMinutePerSession'),
        },
      ],
    });
    expect(server.requestsTo(paths.admin.gptSystemPublicChat('g-1'), 'PUT')).toHaveLength(0);
  });

  it('pages users with the continuation token and sends the search', async () => {
    const store = storeFor();
    const first = await store.dispatch(
      accessAdminApi.endpoints.listAdminUsers.initiate({ search: 'user' }),
    );
    expect(first.data?.pages[0]?.items.map((item) => item.userId)).toEqual(['u-1', 'u-2']);
    const more = await store.dispatch(
      accessAdminApi.endpoints.listAdminUsers.initiate(
        { search: 'user' },
        { direction: 'forward' },
      ),
    );
    expect(more.data?.pages.flatMap((page) => page.items.map((item) => item.userId))).toEqual([
      'u-1',
      'u-2',
      'u-3',
    ]);
    const urls = server.requestsTo(paths.admin.users(), 'GET').map((request) => request.url);
    expect(urls).toEqual([
      `${paths.admin.users()}?search=user`,
      `${paths.admin.users()}?search=user&continuationToken=next-page`,
    ]);
  });
});
