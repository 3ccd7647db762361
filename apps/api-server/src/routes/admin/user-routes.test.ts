import { adminMessages, paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSignedInUser } from '../../db/queries/users';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

describe('user administration routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const list = async (query = '') =>
    (await server.as(admin, { method: 'GET', url: `${paths.admin.users()}${query}` })).json();
  const addUser = (userName: string, roleIds: string[] = []) =>
    server.as(admin, {
      method: 'POST',
      url: paths.admin.users(),
      payload: { userName, displayName: userName.split('@')[0], roleIds },
    });

  it('lists users with their roles, and finds them by part of the name or user name', async () => {
    const all = await list();
    expect(all.items).toContainEqual(
      expect.objectContaining({
        userId: seedIds.users.staff,
        userName: staff,
        displayName: 'Sam Staff',
        roles: [{ userRoleId: seedIds.roles.staff, name: 'Staff' }],
        isBannedFromCreatingAgents: false,
      }),
    );
    expect(
      (await list('?search=MORGAN')).items.map((user: { userName: string }) => user.userName),
    ).toEqual([seededUsers.moderator]);
    expect((await list('?search=%25')).items).toEqual([]);
  });

  it('adds a user ahead of their first sign-in, who keeps the roles given at their sign-in', async () => {
    const created = await addUser(' Casey@Parley.Local ', [seedIds.roles.moderator]);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userName: 'casey@parley.local',
      identityProvider: 'Invited',
      roles: [{ userRoleId: seedIds.roles.moderator, name: 'Moderator' }],
      lastSignInAt: null,
    });
    expect((await addUser('casey@parley.local')).statusCode).toBe(409);

    const signedIn = await upsertSignedInUser(server.database.db, {
      identityProvider: 'Oidc',
      subject: 'casey-subject',
      userName: 'CASEY@parley.local',
      name: 'Casey Jones',
      groups: [],
    });
    expect(signedIn.userId).toBe(created.json().userId);
    const after = (
      await server.as(admin, { method: 'GET', url: paths.admin.user(signedIn.userId) })
    ).json();
    expect(after.roles).toEqual([{ userRoleId: seedIds.roles.moderator, name: 'Moderator' }]);
    expect(after.lastSignInAt).not.toBeNull();
  });

  it('refuses a user name that is no address, and an unknown role, naming the field', async () => {
    const bad = await addUser('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'userName', message: adminMessages.userNameInvalid },
    ]);
    const unknown = await addUser('dana@parley.local', ['00000000-0000-4000-8000-00000000fffe']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields?.[0]?.field).toBe('roleIds');
  });

  it("changes a user's roles and personal-agent settings, audited before and after", async () => {
    const updated = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.user(seedIds.users.staff),
      payload: {
        roleIds: [seedIds.roles.staff, seedIds.roles.moderator],
        isBannedFromCreatingAgents: true,
        isBannedFromSharingAgents: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().roles.map((role: { name: string }) => role.name)).toEqual([
      'Moderator',
      'Staff',
    ]);
    const details = (
      await server.as(staff, { method: 'GET', url: paths.currentUser.details() })
    ).json();
    expect(details.personalAgentSettings.isBannedFromCreatingAgents).toBe(true);
    const audit = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=User&aggregateRootId=${seedIds.users.staff}&domainOperation=Updated`,
      })
    ).json().items;
    expect(audit[0].details).toEqual({
      before: {
        userName: staff,
        displayName: 'Sam Staff',
        roles: ['Staff'],
        isBannedFromCreatingAgents: false,
        isBannedFromSharingAgents: false,
      },
      after: {
        userName: staff,
        displayName: 'Sam Staff',
        roles: ['Moderator', 'Staff'],
        isBannedFromCreatingAgents: true,
        isBannedFromSharingAgents: false,
      },
    });
  });

  it('refuses to let an administrator take their own administration away', async () => {
    const response = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.user(seedIds.users.admin),
      payload: {
        roleIds: [seedIds.roles.staff],
        isBannedFromCreatingAgents: false,
        isBannedFromSharingAgents: false,
      },
    });
    expect(response.statusCode).toBe(409);
    const unchanged = (
      await server.as(admin, { method: 'GET', url: paths.admin.user(seedIds.users.admin) })
    ).json();
    expect(unchanged.roles.map((role: { name: string }) => role.name)).toEqual(['Administrator']);
  });

  it('pages the list with a continuation token, newest first, without repeating a user', async () => {
    for (let index = 0; index < 55; index++) await addUser(`paged-${index}@parley.local`);
    const first = await list();
    expect(first.items).toHaveLength(50);
    expect(first.continuationToken).toEqual(expect.any(String));
    const second = await list(`?continuationToken=${first.continuationToken}`);
    const ids = [...first.items, ...second.items].map((user: { userId: string }) => user.userId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(seedIds.users.admin);
    expect(second.continuationToken).toBeNull();
  });
});
