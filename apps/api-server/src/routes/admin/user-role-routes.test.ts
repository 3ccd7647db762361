import { adminMessages, paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

describe('user role routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const createRole = async (name: string, actions: string[], as: string = admin) =>
    server.as(as, { method: 'POST', url: paths.admin.userRoles(), payload: { name, actions } });
  const auditOf = async (aggregateRootId: string) =>
    (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?aggregateRootId=${aggregateRootId}`,
      })
    ).json().items as { domainOperation: string; userName: string; details: unknown }[];

  it('lists the seeded roles with their users and marks them built in', async () => {
    const list = (await server.as(admin, { method: 'GET', url: paths.admin.userRoles() })).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({
        userRoleId: seedIds.roles.staff,
        name: 'Staff',
        resolvedActions: ['AgentRead'],
        userCount: 1,
        isSeeded: true,
      }),
    );
  });

  it('creates a role, refuses a second of the same name, and audits the creation', async () => {
    const created = await createRole('  Auditors ', ['ConfigurationAuditLogRead', 'AgentRead']);
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'Auditors', userCount: 0, isSeeded: false });
    const again = await createRole('AUDITORS', ['AgentRead']);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A user role named "AUDITORS" exists already; choose another name.',
    );
    expect(await auditOf(role.userRoleId)).toEqual([
      expect.objectContaining({
        domainOperation: 'Created',
        userName: admin,
        details: {
          before: null,
          after: { name: 'Auditors', actions: ['ConfigurationAuditLogRead', 'AgentRead'] },
        },
      }),
    ]);
  });

  it('refuses a role without a name or actions with the form messages', async () => {
    const response = await createRole('', []);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'name', message: adminMessages.roleNameRequired },
        { field: 'actions', message: adminMessages.roleActionsRequired },
      ]),
    );
  });

  it('assigns a role to a user, whose actions and audit trail change with it', async () => {
    const role = (await createRole('Role readers', ['UserRolesRead', 'AgentRead'])).json();
    const assign = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRoleUser(role.userRoleId, seedIds.users.staff),
    });
    expect(assign.statusCode).toBe(204);
    const holders = await server.as(admin, {
      method: 'GET',
      url: paths.admin.userRoleUsers(role.userRoleId),
    });
    expect(holders.json().items).toEqual([
      { userId: seedIds.users.staff, userName: staff, displayName: 'Sam Staff' },
    ]);
    // The staff user now reads roles (any one of the list's actions opens it) but cannot create.
    expect(
      (await server.as(staff, { method: 'GET', url: paths.admin.userRoles() })).statusCode,
    ).toBe(200);
    expect((await createRole('Mine', ['AgentRead'], staff)).statusCode).toBe(403);
    expect(await auditOf(seedIds.users.staff)).toContainEqual(
      expect.objectContaining({
        domainOperation: 'RoleAssigned',
        details: {
          before: { userName: staff, roles: ['Staff'] },
          after: { userName: staff, roles: ['Role readers', 'Staff'] },
        },
      }),
    );

    const remove = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.userRoleUser(role.userRoleId, seedIds.users.staff),
    });
    expect(remove.statusCode).toBe(204);
    expect(
      (await server.as(staff, { method: 'GET', url: paths.admin.userRoles() })).statusCode,
    ).toBe(403);
  });

  it('updates a role and audits before and after', async () => {
    const role = (await createRole('Brand editors', ['BrandsRead'])).json();
    const updated = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRole(role.userRoleId),
      payload: { name: 'Brand managers', actions: ['BrandsRead', 'BrandsWrite'] },
    });
    expect(updated.json()).toMatchObject({
      name: 'Brand managers',
      resolvedActions: ['BrandsRead', 'BrandsWrite'],
    });
    expect(await auditOf(role.userRoleId)).toContainEqual(
      expect.objectContaining({
        domainOperation: 'Updated',
        details: {
          before: { name: 'Brand editors', actions: ['BrandsRead'] },
          after: { name: 'Brand managers', actions: ['BrandsRead', 'BrandsWrite'] },
        },
      }),
    );
  });

  it('keeps the seeded roles, and deletes a held role only when told it takes it from its users', async () => {
    const seeded = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.userRole(seedIds.roles.moderator),
    });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe(
      '"Moderator" is a built-in role: change its actions instead of deleting it.',
    );

    const role = (await createRole('Temporary', ['AgentRead'])).json();
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRoleUser(role.userRoleId, seedIds.users.moderator),
    });
    const held = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.userRole(role.userRoleId),
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      '"Temporary" is held by 1 user; deleting it takes it from them (confirm with removeFromUsers=true).',
    );
    const confirmed = await server.as(admin, {
      method: 'DELETE',
      url: `${paths.admin.userRole(role.userRoleId)}?removeFromUsers=true`,
    });
    expect(confirmed.statusCode).toBe(204);
    expect(
      (await server.as(admin, { method: 'GET', url: paths.admin.userRole(role.userRoleId) }))
        .statusCode,
    ).toBe(404);
    expect(await auditOf(role.userRoleId)).toContainEqual(
      expect.objectContaining({
        domainOperation: 'Deleted',
        details: {
          before: { name: 'Temporary', actions: ['AgentRead'], users: [seededUsers.moderator] },
          after: null,
        },
      }),
    );
  });

  it('refuses to let an administrator remove their own last administrative action, changing nothing', async () => {
    const stripped = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRole(seedIds.roles.administrator),
      payload: { name: 'Administrator', actions: ['AgentRead', 'UserRolesRead'] },
    });
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json().message).toMatch(/remove your own last administrative action/);
    const leave = await server.as(admin, {
      method: 'DELETE',
      url: paths.admin.userRoleUser(seedIds.roles.administrator, seedIds.users.admin),
    });
    expect(leave.statusCode).toBe(409);
    const role = (
      await server.as(admin, {
        method: 'GET',
        url: paths.admin.userRole(seedIds.roles.administrator),
      })
    ).json();
    expect(role.resolvedActions).toContain('UserRolesWrite');
    expect(role.userCount).toBe(1);
  });

  it('answers 404 for a role or user that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-00000000fffe';
    expect(
      (await server.as(admin, { method: 'GET', url: paths.admin.userRole(missing) })).statusCode,
    ).toBe(404);
    expect(
      (
        await server.as(admin, {
          method: 'PUT',
          url: paths.admin.userRoleUser(seedIds.roles.staff, 'not-a-uuid'),
        })
      ).json().message,
    ).toBe('No user has the id "not-a-uuid".');
  });
});
