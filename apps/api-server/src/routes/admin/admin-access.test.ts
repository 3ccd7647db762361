import { ADMIN_API_PREFIX } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredActions } from '../../http/authorization';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

/** Any id: the refusal must come before the route looks anything up. */
const someId = '00000000-0000-4000-8000-00000000ffff';

/**
 * Every administration route, as registered (a route added later is covered by being there):
 * without a token it answers 401, and to a signed-in user without any of its actions (staff hold
 * AgentRead only) 403, whatever it would have done with the request (ARCHITECTURE section 12).
 */
describe('administration routes refuse callers without their actions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const adminRoutes = () =>
    server.app.apiRoutes
      .filter((route) => route.url.startsWith(`${ADMIN_API_PREFIX}/`))
      .map((route) => ({ ...route, url: route.url.replace(/:\w+/g, someId) }));

  it('registers the administration routes, each requiring an action', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      expect(requiredActions(route.access), `${route.method} ${route.url}`).not.toEqual([]);
    }
  });

  it('answers 401 without a token and 403 without the action, on every one', async () => {
    for (const { method, url } of adminRoutes()) {
      const request = { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} };
      const anonymous = await server.app.inject(request);
      expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
      const staff = await server.as(seededUsers.staff, request);
      expect(staff.statusCode, `${method} ${url} as staff`).toBe(403);
      expect(staff.json().message, `${method} ${url} as staff`).toMatch(/needs .*action/);
    }
  });

  it('lets a user holding only one of a list of actions read (any-of)', async () => {
    // The moderator holds ModerationRead, ModerationWrite and AgentRead: no console list opens.
    const refused = await server.as(seededUsers.moderator, {
      method: 'GET',
      url: `${ADMIN_API_PREFIX}/userRoles`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This call needs one of the actions UserRolesRead, UserRolesCreate, UserRolesWrite, ChatAccessPoliciesRead, ChatAccessPoliciesCreate, ChatAccessPoliciesWrite, which your roles do not grant.',
    );
    const allowed = await server.as(seededUsers.admin, {
      method: 'GET',
      url: `${ADMIN_API_PREFIX}/userRoles`,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
