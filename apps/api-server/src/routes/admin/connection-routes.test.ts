import {
  connectionMessages,
  connectionPaths,
  dataSourcePaths,
  defaultLibraryIndexSettings,
  deploymentPaths,
  paths,
} from '@parley/api-contract';
import type { Connection, ConnectionInput, LibraryFile } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, gptSystems } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import {
  allowConnections,
  fakeModelEndpoint,
  startLocalSite,
  waitUntil,
} from '../../test-support/connection-test-support';
import type { LocalSite } from '../../test-support/connection-test-support';
import { waitForFile } from '../../test-support/library-test-support';
import { insertPersonalAgent, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const apiKey = 'sk-test-0123456789abcd';

describe('connections (admin routes)', () => {
  let server: TestServer;
  let models = ['llama-3.1-8b', 'qwen2.5:7b'];
  let modelServer: LocalSite;
  let site: LocalSite;

  beforeAll(async () => {
    [server, modelServer, site] = await Promise.all([
      startTestServer(),
      fakeModelEndpoint(() => models, apiKey),
      startLocalSite((request, response) => {
        const html = (body: string) =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(`<!doctype html><html><body>${body}</body></html>`);
        switch (request.url) {
          case '/docs/':
            return html(
              '<h1>Facilities</h1><p>Everything about the building.</p>' +
                '<a href="cafeteria.html">Cafeteria</a> <a href="/docs/parking.html#top">Parking</a>' +
                '<a href="http://example.invalid/elsewhere">Elsewhere</a>' +
                '<a href="plan.png">Plan</a> <a href="missing.html">Missing</a>',
            );
          case '/docs/cafeteria.html':
            return html(
              '<h1>Cafeteria</h1><p>The cafeteria opens at eight and serves soup.</p><a href="deep.html">More</a>',
            );
          case '/docs/parking.html':
            return html('<h1>Parking</h1><p>Visitors park on level two.</p>');
          case '/docs/deep.html':
            return html('<p>Too deep for a depth limit of one.</p>');
          case '/docs/plan.png':
            return response.writeHead(200, { 'content-type': 'image/png' }).end('png');
          default:
            return response.writeHead(404).end();
        }
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), modelServer.close(), site.close()]);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: string = admin,
  ) => server.as(as, { method, url, ...(payload === undefined ? {} : { payload }) });
  const modelsInput = (changes: Partial<ConnectionInput> = {}, settings: object = {}) => ({
    name: 'Lab models',
    description: 'The GPU box in the lab.',
    userRoleIds: [seedIds.roles.administrator],
    connectionProviderType: 'openai-compatible' as const,
    dynamicConfigurationData: JSON.stringify({
      baseUrl: `${modelServer.origin}/v1`,
      apiKey,
      deploymentPrefix: 'lab-',
      ...settings,
    }),
    ...changes,
  });
  const deploymentNames = async () =>
    ((await call('GET', deploymentPaths.list())).json().items as { deploymentName: string }[])
      .map((deployment) => deployment.deploymentName)
      .filter((name) => name.startsWith('lab-'));

  it('refuses every call while AllowConnections is off, saying so', async () => {
    for (const url of [connectionPaths.list(), connectionPaths.providers()]) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(connectionMessages.switchedOff);
    }
    await allowConnections(server, true);
    expect((await call('GET', connectionPaths.list())).json()).toEqual({ items: [] });
  });

  it('lists the providers, their schemas and the roles that may manage connections', async () => {
    const providers = (await call('GET', connectionPaths.providers())).json().items;
    expect(
      providers.map(
        (provider: { connectionProviderType: string }) => provider.connectionProviderType,
      ),
    ).toEqual(['openai-compatible', 'website']);
    const configuration = (
      await call('GET', connectionPaths.providerConfiguration('openai-compatible'))
    ).json();
    expect(configuration.jsonSchema.properties.apiKey).toMatchObject({ writeOnly: true });
    expect(configuration.uiSchema['ui:order'][0]).toBe('baseUrl');
    expect((await call('GET', connectionPaths.providerConfiguration('ftp'))).statusCode).toBe(404);
    // Only the administrator role holds a connection action (Staff and Moderator hold none).
    expect((await call('GET', connectionPaths.userRoles())).json().items).toEqual([
      { userRoleId: seedIds.roles.administrator, name: 'Administrator' },
    ]);
    expect((await call('GET', connectionPaths.list(), undefined, staff)).statusCode).toBe(403);
  });

  it("refuses bad settings with section 5's words, naming each setting", async () => {
    const response = await call(
      'POST',
      connectionPaths.list(),
      modelsInput(
        {},
        {
          baseUrl: 'not an address',
          contactEmail: 'nobody',
          notes: 'x'.repeat(1001),
          deploymentPrefix: 'y'.repeat(21),
        },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'dynamicConfigurationData.baseUrl', message: 'Invalid URL format' },
      {
        field: 'dynamicConfigurationData.deploymentPrefix',
        message: 'Must not exceed 20 characters',
      },
      { field: 'dynamicConfigurationData.contactEmail', message: 'Invalid email format' },
      { field: 'dynamicConfigurationData.notes', message: 'Must not exceed 1000 characters' },
    ]);
    const missing = await call(
      'POST',
      connectionPaths.list(),
      modelsInput({ dynamicConfigurationData: '{}' }),
    );
    expect(missing.json().fields).toEqual([
      { field: 'dynamicConfigurationData.baseUrl', message: 'Endpoint address is required' },
    ]);
    const basics = await call(
      'POST',
      connectionPaths.list(),
      modelsInput({ name: ' ', description: '', userRoleIds: [seedIds.roles.staff] }),
    );
    expect(basics.statusCode).toBe(400);
    expect(basics.json().fields.map((field: { message: string }) => field.message)).toEqual([
      'Connection name is required',
      'Connection description is required',
    ]);
    const staffRole = await call(
      'POST',
      connectionPaths.list(),
      modelsInput({ userRoleIds: [seedIds.roles.staff] }),
    );
    expect(staffRole.json().fields).toEqual([
      {
        field: 'userRoleIds',
        message: connectionMessages.userRoleWithoutConnectionActions('Staff'),
      },
    ]);
  });

  it('makes each model of an OpenAI-compatible endpoint a deployment, the key sealed and masked', async () => {
    const created = await call('POST', connectionPaths.list(), modelsInput());
    expect(created.statusCode).toBe(201);
    const connection = created.json() as Connection;
    expect(JSON.parse(connection.dynamicConfigurationData)).toEqual({
      baseUrl: `${modelServer.origin}/v1`,
      apiKey: '••••abcd',
      deploymentPrefix: 'lab-',
    });
    expect(created.body).not.toContain(apiKey);
    expect(connection.lastRun).toMatchObject({
      action: 'SynchronizeModels',
      status: 'Succeeded',
      summary: '2 models added, 0 updated, 0 skipped.',
    });
    expect(modelServer.requests.at(-1)).toEqual({
      method: 'GET',
      url: '/v1/models',
      authorization: `Bearer ${apiKey}`,
    });
    const [stored] = await server.database.db
      .select()
      .from(connections)
      .where(eq(connections.connectionId, connection.connectionId));
    expect(JSON.stringify(stored)).not.toContain(apiKey);
    expect(await deploymentNames()).toEqual(['lab-llama-3.1-8b', 'lab-qwen2.5:7b']);
    const listed = (await call('GET', deploymentPaths.list())).json().items as {
      deploymentName: string;
      source: string;
      maskedApiKey: string;
    }[];
    expect(listed.find((row) => row.deploymentName === 'lab-qwen2.5:7b')).toMatchObject({
      source: 'connection',
      maskedApiKey: '••••abcd',
    });
    // Agents may choose them.
    const usable = (
      await call('GET', `${paths.configStates.deployments()}?gptSystemType=System`)
    ).json();
    expect(JSON.stringify(usable)).toContain('lab-llama-3.1-8b');

    // Saved again with the mask it was answered with: the key is kept; a model gone is removed.
    models = ['llama-3.1-8b'];
    const updated = await call(
      'PUT',
      connectionPaths.one(connection.connectionId),
      modelsInput({ description: 'Moved.' }, { apiKey: '••••abcd', deploymentPrefix: 'lab-' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().description).toBe('Moved.');
    const resynchronized = await call(
      'POST',
      connectionPaths.synchronizeModels(connection.connectionId),
    );
    expect(resynchronized.statusCode).toBe(202);
    expect(resynchronized.json().lastRun.summary).toBe('0 models added, 1 updated, 0 skipped.');
    expect(modelServer.requests.at(-1)?.authorization).toBe(`Bearer ${apiKey}`);
    expect(await deploymentNames()).toEqual(['lab-llama-3.1-8b']);

    // While an agent answers with one of its deployments, the connection stays.
    await insertPersonalAgent(server, '00000000-0000-4000-8000-0000000000c1', {
      deploymentName: 'lab-llama-3.1-8b',
    });
    const refused = await call('DELETE', connectionPaths.one(connection.connectionId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(connectionMessages.deploymentsInUse(['lab-llama-3.1-8b']));
    await server.database.db
      .update(gptSystems)
      .set({ deletedAt: new Date() })
      .where(eq(gptSystems.gptSystemId, '00000000-0000-4000-8000-0000000000c1'));
    const deleted = await call('DELETE', connectionPaths.one(connection.connectionId));
    expect(deleted.statusCode).toBe(204);
    expect(await deploymentNames()).toEqual([]);

    const audit = (
      await call('GET', `${paths.admin.audit()}?aggregateRootId=${connection.connectionId}`)
    ).json().items as { type: string; domainOperation: string; details: unknown }[];
    expect(audit.map((entry) => [entry.type, entry.domainOperation])).toEqual([
      ['Connection', 'Deleted'],
      ['Connection', 'SynchronizeModels'],
      ['Connection', 'Updated'],
      ['Connection', 'Created'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(apiKey);
  });

  it('records a failed synchronization when the endpoint refuses the key', async () => {
    const created = await call(
      'POST',
      connectionPaths.list(),
      modelsInput({ name: 'Wrong key' }, { apiKey: 'sk-wrong-key-000000' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().lastRun).toMatchObject({
      status: 'Failed',
      problems: [`${modelServer.origin}/v1/models answered 401.`],
    });
    await call('DELETE', connectionPaths.one(created.json().connectionId));
  });

  it('crawls a website into a file library: same origin, within the depth limit', async () => {
    const library = await call('POST', dataSourcePaths.typed('FileLibrary', 'Default'), {
      name: 'Facilities',
      description: 'Rooms, parking and opening hours.',
      indexSettings: defaultLibraryIndexSettings,
      embeddingDeploymentName: null,
    });
    const { dataSourceId } = library.json();
    const schema = (await call('GET', connectionPaths.providerConfiguration('website'))).json();
    expect(schema.jsonSchema.properties.dataSourceId.oneOf).toContainEqual({
      const: dataSourceId,
      title: 'Facilities',
    });
    const created = await call('POST', connectionPaths.list(), {
      name: 'Facilities site',
      description: 'The facilities pages.',
      userRoleIds: [seedIds.roles.administrator],
      connectionProviderType: 'website',
      dynamicConfigurationData: JSON.stringify({
        startUrl: `${site.origin}/docs/`,
        dataSourceId,
        maxPages: 10,
        maxDepth: 1,
      }),
    });
    expect(created.statusCode).toBe(201);
    const { connectionId } = created.json() as Connection;
    const finished = await waitUntil(
      async () => (await call('GET', connectionPaths.one(connectionId))).json() as Connection,
      (connection) =>
        connection.lastRun?.status === 'Succeeded' || connection.lastRun?.status === 'Failed',
    );
    expect(finished.lastRun).toMatchObject({
      action: 'Crawl',
      status: 'Succeeded',
      summary: '3 pages stored, 1 skipped, 1 failed.',
    });
    const host = site.origin.replace('http://', '').replace(':', '_');
    const files = (await call('GET', dataSourcePaths.files(dataSourceId))).json()
      .items as LibraryFile[];
    expect(files.map((file) => file.fileName).sort()).toEqual([
      `${host}_docs.html`,
      `${host}_docs_cafeteria.html`,
      `${host}_docs_parking.html`,
    ]);
    const cafeteria = await waitForFile(server, dataSourceId, `${host}_docs_cafeteria.html`, [
      'Online',
      'Error',
    ]);
    expect(cafeteria.status).toBe('Online');
    expect(site.requests.map((request) => request.url)).not.toContain('/docs/deep.html');
    expect(site.requests.map((request) => request.url)).not.toContain('/elsewhere');

    // A crawl already queued or running is not queued twice.
    const again = await call('POST', connectionPaths.crawl(connectionId));
    expect(again.statusCode).toBe(202);
    expect((await call('POST', connectionPaths.crawl(connectionId))).statusCode).toBe(409);
    expect((await call('POST', connectionPaths.synchronizeModels(connectionId))).statusCode).toBe(
      409,
    );
  });
});
