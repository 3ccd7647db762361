import { paths, SETTINGS_VERSION_HEADER } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { raiseSettingsVersion } from '../../db/queries/instance-settings';
import { SETTINGS_VERSION_MAX_AGE_MS } from '../../http/settings-version';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;

describe('the settings version (issue 17: changes reach clients before the 7-day cache ends)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const versionOf = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers[SETTINGS_VERSION_HEADER]);
  const publicGet = (url: string) => server.app.inject({ method: 'GET', url });

  it('is on every API answer, and in the instance settings and features it versions', async () => {
    const settings = await publicGet(paths.instanceSettings());
    const version = versionOf(settings);
    expect(version).toBeGreaterThanOrEqual(1);
    expect(settings.json().settingsVersion).toBe(version);
    const features = await publicGet(paths.features());
    expect(features.json().SettingsVersion).toBe(version);
    const list = await server.as(staff, { method: 'GET', url: paths.userConversations.list() });
    expect(versionOf(list)).toBe(version);
    const refused = await server.as(staff, {
      method: 'GET',
      url: paths.admin.personalAgentSettings(),
    });
    expect(refused.statusCode).toBe(403);
    expect(versionOf(refused)).toBe(version);
  });

  it('is raised by a settings change, which the next answer to anyone carries', async () => {
    const before = versionOf(await publicGet(paths.features()));
    const saved = await server.as(admin, {
      method: 'PUT',
      url: paths.admin.personalAgentSettings(),
      payload: {
        allowUserCreatedGptSystems: true,
        allowAgentSharing: true,
        maxAgentsPerUser: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(versionOf(saved)).toBe(before + 1);
    const next = await server.as(staff, { method: 'GET', url: paths.userConversations.list() });
    expect(versionOf(next)).toBe(before + 1);
    expect((await publicGet(paths.instanceSettings())).json().settingsVersion).toBe(before + 1);
  });

  it('is raised alone by raiseSettingsVersion, which answers reach within a second from any process', async () => {
    const before = versionOf(await publicGet(paths.features()));
    // Raised outside this server's requests, as another server on the same database would: this
    // one reads the version again once what it holds is a second old (SETTINGS_VERSION_MAX_AGE_MS).
    expect(await raiseSettingsVersion(server.database.db)).toBe(before + 1);
    await vi.waitFor(
      async () => expect(versionOf(await publicGet(paths.features()))).toBe(before + 1),
      { timeout: 10 * SETTINGS_VERSION_MAX_AGE_MS, interval: 50 },
    );
  });
});
