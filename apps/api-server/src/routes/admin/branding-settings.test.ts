import { paths } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

describe('instance settings routes: branding (issue 17)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const url = paths.admin.brandingSettings();
  const branding = {
    name: 'Harbour Assist',
    organizationName: 'Harbour Lines',
    showFooter: false,
    allowConnections: true,
  };
  const publicGet = async (path: string) =>
    (await server.app.inject({ method: 'GET', url: path })).json();

  it('answers the names and switches, refusing staff', async () => {
    const read = await server.as(admin, { method: 'GET', url });
    expect(read.json()).toEqual({
      name: 'Parley',
      organizationName: 'Parley',
      showFooter: true,
      allowConnections: false,
    });
    expect((await server.as(staff, { method: 'GET', url })).statusCode).toBe(403);
    expect((await server.as(staff, { method: 'PUT', url, payload: branding })).statusCode).toBe(
      403,
    );
  });

  it('saves them trimmed; the instance settings and features every client reads follow at once, audited', async () => {
    const saved = await server.as(admin, {
      method: 'PUT',
      url,
      payload: { ...branding, name: '  Harbour Assist ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(branding);
    const settings = await publicGet(paths.instanceSettings());
    expect(settings).toMatchObject({ name: 'Harbour Assist', organizationName: 'Harbour Lines' });
    expect(await publicGet(paths.features())).toMatchObject({
      ShowFooter: false,
      AllowConnections: true,
    });
    const log = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=branding`,
    });
    expect(log.json().items[0].details).toEqual({
      before: {
        name: 'Parley',
        organizationName: 'Parley',
        showFooter: true,
        allowConnections: false,
      },
      after: branding,
    });
  });

  it('refuses an empty or overlong name, saying which', async () => {
    const empty = await server.as(admin, {
      method: 'PUT',
      url,
      payload: { ...branding, name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter the application name.');
    const long = await server.as(admin, {
      method: 'PUT',
      url,
      payload: { ...branding, organizationName: 'o'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('The organisation name has at most 100 characters.');
  });
});
