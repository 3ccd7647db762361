import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

describe('instance settings routes: personal agents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const url = paths.admin.personalAgentSettings();
  const rest = { allowAgentSharing: true, maxAgentsPerUser: null };
  const put = (as: string, allowUserCreatedGptSystems: boolean) =>
    server.as(as, { method: 'PUT', url, payload: { allowUserCreatedGptSystems, ...rest } });
  const features = async () =>
    (await server.app.inject({ method: 'GET', url: paths.features() })).json();

  it('refuses a caller without InstanceSettingsRead, and a reader without InstanceSettingsWrite, naming the action', async () => {
    const read = await server.as(staff, { method: 'GET', url });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(
      'This call needs the InstanceSettingsRead action, which your roles do not grant.',
    );

    const role = (
      await server.as(admin, {
        method: 'POST',
        url: paths.admin.userRoles(),
        payload: { name: 'Settings readers', actions: ['InstanceSettingsRead'] },
      })
    ).json();
    await server.as(admin, {
      method: 'PUT',
      url: paths.admin.userRoleUser(role.userRoleId, seedIds.users.staff),
    });
    const readAsReader = await server.as(staff, { method: 'GET', url });
    expect(readAsReader.statusCode).toBe(200);
    expect(readAsReader.json()).toEqual({ allowUserCreatedGptSystems: false, ...rest });
    const write = await put(staff, true);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
    );
    expect((await features()).AllowUserCreatedGptSystems).toBe(false);
  });

  it('switches personal agents on, and GET features answers the change on its next call', async () => {
    expect((await features()).AllowUserCreatedGptSystems).toBe(false);
    const saved = await put(admin, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ allowUserCreatedGptSystems: true, ...rest });
    expect((await server.as(admin, { method: 'GET', url })).json()).toEqual({
      allowUserCreatedGptSystems: true,
      ...rest,
    });
    expect((await features()).AllowUserCreatedGptSystems).toBe(true);

    await put(admin, false);
    expect((await features()).AllowUserCreatedGptSystems).toBe(false);
  });

  it('audits each change with its before and after', async () => {
    await put(admin, false);
    await put(admin, true);
    const entries = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=personalAgents`,
      })
    ).json().items;
    expect(entries[0]).toMatchObject({
      domainOperation: 'Updated',
      userName: admin,
      details: {
        before: { allowUserCreatedGptSystems: false, ...rest },
        after: { allowUserCreatedGptSystems: true, ...rest },
      },
    });
  });

  it('refuses a body without the switch', async () => {
    const response = await server.as(admin, { method: 'PUT', url, payload: {} });
    expect(response.statusCode).toBe(400);
  });
});
