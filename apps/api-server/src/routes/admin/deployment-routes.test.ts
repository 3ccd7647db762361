import {
  deploymentMessages,
  deploymentPaths,
  instanceApiKeyMessages,
  paths,
  SETTINGS_VERSION_HEADER,
} from '@parley/api-contract';
import type { ModelDeploymentInput, NewModelDeployment } from '@parley/api-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadOrCreateSecretsKey } from '../../auth/secret-box';
import { findModelDeployment } from '../../db/queries/model-deployments';
import { gptSystems, instanceSettings, segments } from '../../db/schema';
import { configurationMessages } from '../../domain/agent-configuration';
import { seedDeployments } from '../../domain/model-deployments';
import { startFakeChatCompletionsServer } from '../../providers/testing/fake-chat-completions-server';
import type { FakeChatCompletionsServer } from '../../providers/testing/fake-chat-completions-server';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import {
  agentConfiguration,
  insertPersonalAgent,
  seededUsers,
  startTestServer,
} from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const key = 'sk-console-wholly-secret-key-4Hn8';
const otherKey = 'sk-console-another-secret-key-Wq3e';

const offlineDeployment = {
  deploymentName: 'offline',
  provider: 'offline',
  model: 'offline',
  baseURL: null,
  resourceName: null,
  apiVersion: null,
  maxRetries: 2,
  maskedApiKey: null,
  hipaaCompliant: true,
  availableToPersonalAgents: true,
  isDefault: true,
  source: 'builtin',
  agentCount: 3,
};

const settings = (overrides: Partial<ModelDeploymentInput> = {}): ModelDeploymentInput => ({
  provider: 'openai-compatible',
  model: 'fake-model',
  baseURL: 'http://127.0.0.1:9/v1',
  resourceName: null,
  apiVersion: null,
  maxRetries: 0,
  hipaaCompliant: false,
  availableToPersonalAgents: true,
  ...overrides,
});

describe('instance settings routes: model deployments (agents tab)', () => {
  let server: TestServer;
  let provider: FakeChatCompletionsServer;
  beforeAll(async () => {
    provider = await startFakeChatCompletionsServer({ deltas: ['Ferries ', 'sail.'] });
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const list = (as: string = admin) =>
    server.as(as, { method: 'GET', url: deploymentPaths.list() });
  const create = (
    body: Partial<NewModelDeployment> & { deploymentName: string },
    as: string = admin,
  ) =>
    server.as(as, {
      method: 'POST',
      url: deploymentPaths.list(),
      payload: { ...settings(), ...body },
    });
  const change = (name: string, body: ModelDeploymentInput, as: string = admin) =>
    server.as(as, { method: 'PUT', url: deploymentPaths.one(name), payload: body });
  const remove = (name: string, as: string = admin) =>
    server.as(as, { method: 'DELETE', url: deploymentPaths.one(name) });
  const makeDefault = (deploymentName: string, as: string = admin) =>
    server.as(as, {
      method: 'PUT',
      url: deploymentPaths.defaultDeployment(),
      payload: { deploymentName },
    });
  const auditOf = async (entityId: string) =>
    server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=${encodeURIComponent(entityId)}`,
    });
  const answerWith = (deploymentName: string) =>
    server.database.db
      .update(gptSystems)
      .set({ deploymentName })
      .where(eq(gptSystems.gptSystemId, seededAgents.assistant));
  const personalDeployments = async (as: string, query = '') =>
    (await server.as(as, { method: 'GET', url: `${paths.configStates.deployments()}${query}` }))
      .json()
      .items.map((item: { deploymentName: string }) => item.deploymentName);

  it('refuses a caller without a token (401) and staff without the instance settings actions (403)', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: deploymentPaths.list() });
    expect(anonymous.statusCode).toBe(401);
    expect((await list(staff)).statusCode).toBe(403);
    const write = await create({ deploymentName: 'staff-made' }, staff);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
    );
    expect((await change('offline', settings(), staff)).statusCode).toBe(403);
    expect((await remove('offline', staff)).statusCode).toBe(403);
    expect((await makeDefault('offline', staff)).statusCode).toBe(403);
  });

  it('starts with the built-in offline engine, the default, which the seeded agents use', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: [offlineDeployment] });
  });

  it('adds a deployment with its key sealed, answering and listing only the masked key', async () => {
    const created = await create({ deploymentName: 'ferry-desk', apiKey: key });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      deploymentName: 'ferry-desk',
      provider: 'openai-compatible',
      model: 'fake-model',
      baseURL: 'http://127.0.0.1:9/v1',
      resourceName: null,
      apiVersion: null,
      maxRetries: 0,
      maskedApiKey: '••••4Hn8',
      hipaaCompliant: false,
      availableToPersonalAgents: true,
      isDefault: false,
      source: 'console',
      agentCount: 0,
    });
    const listed = await list();
    expect(
      listed.json().items.map((item: { deploymentName: string }) => item.deploymentName),
    ).toEqual(['ferry-desk', 'offline']);
    for (const answer of [created, listed]) expect(answer.body).not.toContain(key);

    const row = await findModelDeployment(server.database.db, 'ferry-desk');
    expect(row?.apiKeyLastCharacters).toBe('4Hn8');
    expect(row?.apiKeyCipherText).not.toContain(key);
    expect(row?.apiKeyCipherText).not.toContain(Buffer.from(key).toString('base64url'));
  });

  it('refuses a name taken (409 on the name) and bad settings (400 naming each field, never echoing the key)', async () => {
    const taken = await create({ deploymentName: 'offline' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([
      { field: 'deploymentName', message: deploymentMessages.nameTaken('offline') },
    ]);

    const bad = await create({
      deploymentName: 'has spaces',
      model: ' ',
      baseURL: 'ftp://example.com',
      maxRetries: 9,
      apiKey: 'short key',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'deploymentName', message: deploymentMessages.nameFormat },
        { field: 'model', message: deploymentMessages.modelRequired },
        { field: 'baseURL', message: deploymentMessages.baseUrlFormat },
        { field: 'maxRetries', message: deploymentMessages.maxRetries },
        { field: 'apiKey', message: instanceApiKeyMessages.tooShort },
      ]),
    );
    expect(bad.body).not.toContain('short key');

    const noEndpoint = await create({ deploymentName: 'no-endpoint', baseURL: null });
    expect(noEndpoint.statusCode).toBe(400);
    expect(noEndpoint.json().fields).toEqual([
      { field: 'baseURL', message: deploymentMessages.baseUrlRequired },
    ]);
    const azure = await create({ deploymentName: 'azure-bare', provider: 'azure', baseURL: '' });
    expect(azure.json().fields).toEqual([
      { field: 'resourceName', message: deploymentMessages.azureTarget },
    ]);
    expect((await change('nowhere', settings())).statusCode).toBe(404);
  });

  it('keeps the key when a change leaves it out, replaces and removes it on request, and audits each change masked', async () => {
    await create({ deploymentName: 'rotating', apiKey: key });
    const renamed = await change('rotating', settings({ model: 'fake-model-2' }));
    expect(renamed.json()).toMatchObject({ model: 'fake-model-2', maskedApiKey: '••••4Hn8' });
    const replaced = await change('rotating', settings({ apiKey: otherKey }));
    expect(replaced.json().maskedApiKey).toBe('••••Wq3e');
    const removed = await change('rotating', settings({ apiKey: null }));
    expect(removed.json().maskedApiKey).toBeNull();
    // A provider that takes no key drops the settings it does not use.
    const offline = await change('rotating', settings({ provider: 'offline', apiKey: otherKey }));
    expect(offline.json()).toMatchObject({ baseURL: null, maskedApiKey: null, maxRetries: 0 });

    const log = await auditOf('agents/rotating');
    expect(log.body).not.toContain(key);
    expect(log.body).not.toContain(otherKey);
    const details = log
      .json()
      .items.map((entry: { details: { before: unknown; after: unknown } }) => entry.details);
    expect(
      details.map(
        (detail: { after: { maskedApiKey: string | null } }) => detail.after.maskedApiKey,
      ),
    ).toEqual([null, null, '••••Wq3e', '••••4Hn8', '••••4Hn8']);
    expect(details.at(-1)).toMatchObject({ before: null, after: { model: 'fake-model' } });
    expect(details[2]).toMatchObject({
      before: { maskedApiKey: '••••4Hn8' },
      after: { maskedApiKey: '••••Wq3e' },
    });
  });

  it('answers with a deployment added in the console, sending its key to the provider', async () => {
    expect(
      (await create({ deploymentName: 'local-llm', baseURL: provider.baseURL, apiKey: key }))
        .statusCode,
    ).toBe(201);
    await answerWith('local-llm');
    try {
      const answer = await startConversation(server, staff, seededAgents.assistant, 'Ferries?');
      expect(answer.events.filter((event) => event.event === 'error')).toEqual([]);
      expect(JSON.stringify(answer.events)).toContain('sail.');
      expect(provider.requests.at(-1)).toMatchObject({
        body: expect.objectContaining({ model: 'fake-model' }),
        authorization: `Bearer ${key}`,
      });
      // A key changed in the console holds from the next question.
      await change('local-llm', settings({ baseURL: provider.baseURL, apiKey: otherKey }));
      await startConversation(server, staff, seededAgents.assistant, 'Again?');
      expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${otherKey}`);
    } finally {
      await answerWith('offline');
    }
  });

  it('moves the default, which new agents start with, and raises the settings version with every change', async () => {
    // The answer to a console change carries the settings version as that change left it.
    const version = (answer: { headers: Record<string, unknown> }) =>
      Number(answer.headers[SETTINGS_VERSION_HEADER]);
    const created = await create({
      deploymentName: 'house-model',
      provider: 'offline',
      baseURL: null,
    });
    const moved = await makeDefault('house-model');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ deploymentName: 'house-model', isDefault: true });
    expect(version(moved)).toBe(version(created) + 1);
    const changed = await change('house-model', settings({ provider: 'offline' }));
    expect(version(changed)).toBe(version(moved) + 1);
    const defaults = (await list())
      .json()
      .items.filter((item: { isDefault: boolean }) => item.isDefault)
      .map((item: { deploymentName: string }) => item.deploymentName);
    expect(defaults).toEqual(['house-model']);
    const draft = await server.as(admin, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('System')}?forceCreate=true`,
    });
    expect(draft.json().configuration.deploymentName).toBe('house-model');
    const editorList = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.deployments(),
    });
    expect(editorList.json().defaultDeploymentName).toBe('house-model');
    const [entry] = (await auditOf('agents/defaultDeployment')).json().items;
    expect(entry.details).toEqual({
      before: { deploymentName: 'offline' },
      after: { deploymentName: 'house-model' },
    });

    const unknown = await makeDefault('nowhere');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { field: 'deploymentName', message: deploymentMessages.notFound('nowhere') },
    ]);
    await makeDefault('offline');
  });

  it('refuses to delete the default or a deployment agents answer with; deletes an unused one', async () => {
    const isDefault = await remove('offline');
    expect(isDefault.statusCode).toBe(409);
    expect(isDefault.json().message).toBe(deploymentMessages.defaultUndeletable('offline'));

    await create({ deploymentName: 'busy' });
    await answerWith('busy');
    try {
      const busy = await remove('busy');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(deploymentMessages.inUse('busy', 1));
      expect(
        (await list())
          .json()
          .items.find((item: { deploymentName: string }) => item.deploymentName === 'busy')
          .agentCount,
      ).toBe(1);
    } finally {
      await answerWith('offline');
    }
    expect((await remove('busy')).statusCode).toBe(204);
    expect((await remove('busy')).statusCode).toBe(404);
    const [entry] = (await auditOf('agents/busy')).json().items;
    expect(entry).toMatchObject({ domainOperation: 'Deleted', details: { after: null } });
  });

  it('offers personal agents only the deployments open to them, refuses a closed one on save and when asked', async () => {
    await create({ deploymentName: 'premium', provider: 'offline', baseURL: null });
    await change('premium', settings({ provider: 'offline', availableToPersonalAgents: false }));
    expect(await personalDeployments(staff)).not.toContain('premium');
    expect(await personalDeployments(admin, '?gptSystemType=User')).not.toContain('premium');
    expect(await personalDeployments(admin)).toContain('premium');
    expect(await personalDeployments(staff, '?gptSystemType=System')).toContain('premium');

    await server.database.db.update(instanceSettings).set({ allowUserCreatedGptSystems: true });
    try {
      const draft = await server.as(staff, {
        method: 'POST',
        url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
      });
      const { configStateId } = draft.json().configuration;
      const saved = await server.as(staff, {
        method: 'PUT',
        url: paths.configStates.one(configStateId),
        payload: agentConfiguration({ deploymentName: 'premium', languageEngine: 'premium' }),
      });
      const open = await personalDeployments(staff);
      expect(saved.json().errors).toEqual([
        {
          field: 'deploymentName',
          message: configurationMessages.unavailableToPersonalAgents('premium', open),
        },
      ]);
      const publish = await server.as(staff, {
        method: 'POST',
        url: paths.configStates.createGptSystem(configStateId),
      });
      expect(publish.statusCode).toBe(400);

      // A personal agent that chose it while it was open is refused before anything is stored.
      const personalId = '5d6a7f3e-9a51-4a6f-8a0e-3f1b2c4d5e60';
      await insertPersonalAgent(server, personalId, { deploymentName: 'premium' });
      const [before] = await server.database.db.select({ n: count() }).from(segments);
      const refused = await server.as(staff, {
        method: 'POST',
        url: paths.userConversations.byGptSystemId(personalId),
        payload: { question: 'Premium?', session: { sessionIdentifier: 'personal' } },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(deploymentMessages.notForPersonalAgents('premium'));
      const [after] = await server.database.db.select({ n: count() }).from(segments);
      expect(after).toEqual(before);

      await change('premium', settings({ provider: 'offline', availableToPersonalAgents: true }));
      expect(
        (
          await server.as(staff, {
            method: 'POST',
            url: paths.userConversations.byGptSystemId(personalId),
            payload: { question: 'Premium?', session: { sessionIdentifier: 'personal' } },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await server.database.db.update(instanceSettings).set({ allowUserCreatedGptSystems: false });
    }
  });
});

describe('model deployments seeded from PARLEY_MODEL_DEPLOYMENTS', () => {
  const envKey = 'sk-environment-secret-key-Jk2p';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: 'env-cloud',
            provider: 'openai-compatible',
            model: 'cloud-model',
            baseURL: 'http://127.0.0.1:9/v1',
            apiKey: envKey,
          },
          { deploymentName: 'env-local', provider: 'offline', hipaaCompliant: false },
        ]),
      },
    });
  });
  afterAll(() => server.close());

  const list = async () => server.as(admin, { method: 'GET', url: deploymentPaths.list() });
  const named = async (name: string) =>
    (await list())
      .json()
      .items.find((item: { deploymentName: string }) => item.deploymentName === name);

  it('stores each entry as from the environment, the key sealed and masked, the first the default', async () => {
    const answer = await list();
    expect(answer.body).not.toContain(envKey);
    expect(answer.json().items).toEqual([
      expect.objectContaining({
        deploymentName: 'env-cloud',
        source: 'environment',
        maskedApiKey: '••••Jk2p',
        maxRetries: 2,
        hipaaCompliant: false,
        availableToPersonalAgents: true,
        isDefault: true,
      }),
      expect.objectContaining({
        deploymentName: 'env-local',
        provider: 'offline',
        source: 'environment',
        hipaaCompliant: false,
        isDefault: false,
      }),
      expect.objectContaining({ deploymentName: 'offline', source: 'builtin', isDefault: false }),
    ]);
  });

  it('seeds only names not stored: a restart keeps what the console changed and brings back what it deleted', async () => {
    await server.as(admin, {
      method: 'PUT',
      url: deploymentPaths.one('env-cloud'),
      payload: settings({ model: 'console-model' }),
    });
    await server.as(admin, { method: 'DELETE', url: deploymentPaths.one('env-local') });
    await server.restart();
    expect(await named('env-cloud')).toMatchObject({
      model: 'console-model',
      source: 'console',
      maskedApiKey: '••••Jk2p',
      isDefault: true,
    });
    expect(await named('env-local')).toMatchObject({ source: 'environment' });
  });

  it('replaces the built-in offline engine with an entry of its name, unless the console changed it', async () => {
    const secrets = createSecretBox(await loadOrCreateSecretsKey(server.config.dataDir, undefined));
    const { db } = server.database;
    const replacement = {
      deploymentName: 'offline',
      provider: 'openai-compatible' as const,
      model: 'seeded-offline',
      baseURL: 'http://127.0.0.1:9/v1',
      maxRetries: 1,
    };
    expect(await seedDeployments(db, secrets, [replacement])).toEqual({
      seeded: ['offline'],
      alreadyStored: [],
    });
    expect(await named('offline')).toMatchObject({
      provider: 'openai-compatible',
      model: 'seeded-offline',
      source: 'environment',
    });
    expect(await seedDeployments(db, secrets, [{ ...replacement, model: 'again' }])).toEqual({
      seeded: [],
      alreadyStored: ['offline'],
    });
    expect(await named('offline')).toMatchObject({ model: 'seeded-offline' });
  });
});
