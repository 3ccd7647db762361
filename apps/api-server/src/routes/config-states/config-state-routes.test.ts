import { dataSourceTypeListSchema, paths } from '@parley/api-contract';
import type { ConfigurationInput } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceSettings, users } from '../../db/schema';
import { seedIds } from '../../db/seed/seed-data';
import { configurationMessages } from '../../domain/agent-configuration';
import { startConversation } from '../../test-support/event-stream-client';
import { agentConfiguration, seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import { configStateMessages } from './config-state-access';
import { needsActions } from '../../http/authorization';

const { admin, staff, moderator } = seededUsers;

describe('config states: the agent editor (chat-spec section 7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const setPersonalAgents = (allowed: boolean) =>
    server.database.db
      .update(instanceSettings)
      .set({ allowUserCreatedGptSystems: allowed })
      .where(eq(instanceSettings.id, 1));

  const newConfigState = async (userName: string, type: 'System' | 'User', query = '') =>
    server.as(userName, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType(type)}${query}`,
    });

  const save = (userName: string, configStateId: string, body: ConfigurationInput) =>
    server.as(userName, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: body,
    });

  /** A System agent made by the administrator from a fresh config state. */
  const createSystemAgent = async (body = agentConfiguration()) => {
    const created = await newConfigState(admin, 'System', '?forceCreate=true');
    const { configStateId } = created.json().configuration;
    expect((await save(admin, configStateId, body)).statusCode).toBe(200);
    const agent = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.createGptSystem(configStateId),
    });
    expect(agent.statusCode).toBe(201);
    return { configStateId, gptSystemId: agent.json().gptSystemId as string };
  };

  it('starts a System agent from the template, and reuses the unfinished draft unless forceCreate', async () => {
    const first = await newConfigState(admin, 'System', '?forceCreate=true');
    expect(first.statusCode).toBe(201);
    const state = first.json();
    expect(state.gptSystem).toBeNull();
    expect(state.gptSystemType).toBe('System');
    expect(state.hasValidationErrors).toBe(false);
    expect(state.configuration).toMatchObject({ gptSystemName: '', deploymentName: 'offline' });

    const again = await newConfigState(admin, 'System');
    expect(again.statusCode).toBe(200);
    expect(again.json().configuration.configStateId).toBe(state.configuration.configStateId);

    const fresh = await newConfigState(admin, 'System', '?forceCreate=true');
    expect(fresh.json().configuration.configStateId).not.toBe(state.configuration.configStateId);
  });

  it('needs GptSystemsCreate for a System agent, saying so', async () => {
    const refused = await newConfigState(staff, 'System');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(needsActions(['GptSystemsCreate'], 'to create agents'));
  });

  it('keeps what was typed, with the errors and warnings that name their fields', async () => {
    const { configuration: draft } = (
      await newConfigState(admin, 'System', '?forceCreate=true')
    ).json();
    const answer = await save(
      admin,
      draft.configStateId,
      agentConfiguration({
        deploymentName: 'gpt-nowhere',
        capabilityTypes: ['FileSearch'],
        temperature: 0.7,
        topP: 0.9,
      }),
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.hasValidationErrors).toBe(true);
    expect(body.errors).toEqual([
      {
        field: 'deploymentName',
        message: configurationMessages.unavailableDeployment('gpt-nowhere', ['offline']),
      },
    ]);
    expect(body.warnings).toEqual([
      { field: 'dataSources', message: configurationMessages.fileSearchWithoutData },
      { field: 'topP', message: configurationMessages.temperatureAndTopP },
    ]);
    const stored = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.one(draft.configStateId),
    });
    expect(stored.json().configuration.deploymentName).toBe('gpt-nowhere');

    // An agent is not made from a configuration with errors.
    const refused = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.createGptSystem(draft.configStateId),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(configStateMessages.cannotPublish);
    expect(refused.json().fields).toContainEqual(
      expect.objectContaining({ field: 'deploymentName' }),
    );
  });

  it('refuses out-of-range settings with the contract’s messages, naming the fields', async () => {
    const { configuration: draft } = (
      await newConfigState(admin, 'System', '?forceCreate=true')
    ).json();
    const answer = await save(
      admin,
      draft.configStateId,
      agentConfiguration({ temperature: 3, topP: -1 }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'temperature', message: 'Temperature must be at most 2' }),
        expect.objectContaining({ field: 'topP', message: 'Top P must be at least 0' }),
      ]),
    );
  });

  it('lets no one else read, change, delete or publish a draft', async () => {
    const { configuration: draft } = (
      await newConfigState(admin, 'System', '?forceCreate=true')
    ).json();
    const id = draft.configStateId as string;
    const attempts = [
      { method: 'GET' as const, url: paths.configStates.one(id) },
      { method: 'PUT' as const, url: paths.configStates.one(id), payload: agentConfiguration() },
      { method: 'DELETE' as const, url: paths.configStates.one(id) },
      { method: 'GET' as const, url: paths.configStates.dataSourcesAndCapabilities(id) },
      { method: 'POST' as const, url: paths.configStates.createGptSystem(id) },
      { method: 'PUT' as const, url: paths.configStates.updateGptSystem(id) },
      { method: 'POST' as const, url: paths.configStates.restoreVersion(id, 1) },
    ];
    for (const attempt of attempts) {
      const answer = await server.as(moderator, attempt);
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(answer.json().message).toBe(configStateMessages.notFound(id));
    }
    expect(
      (await server.as(admin, { method: 'GET', url: paths.configStates.one(id) })).statusCode,
    ).toBe(200);
  });

  it('creates the agent as a draft that chat does not offer until it is published, audited', async () => {
    const { gptSystemId } = await createSystemAgent();
    const available = await server.as(staff, {
      method: 'GET',
      url: paths.currentUser.availableGptSystems(),
    });
    expect(
      available.json().items.map((agent: { gptSystemId: string }) => agent.gptSystemId),
    ).not.toContain(gptSystemId);
    const audit = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?aggregateRootId=${gptSystemId}`,
    });
    expect(audit.json().items[0]).toMatchObject({
      type: 'GptSystem',
      domainOperation: 'Created',
      details: {
        before: null,
        after: expect.objectContaining({ version: 1, gptSystemName: 'Travel desk' }),
      },
    });
  });

  it('publishes each save as a version chat answers with, and restores an earlier one as the draft', async () => {
    const { configStateId, gptSystemId } = await createSystemAgent(
      agentConfiguration({ introduction: 'Version one.' }),
    );
    const published = await server.as(admin, {
      method: 'PUT',
      url: paths.agentManagement.publishing(gptSystemId),
      payload: { publishingState: 'Published' },
    });
    expect(published.json().publishingState).toBe('Published');
    await save(admin, configStateId, agentConfiguration({ introduction: 'Version two.' }));
    const updated = await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.updateGptSystem(configStateId),
    });
    expect(updated.statusCode).toBe(200);
    const details = async () =>
      (
        await server.as(staff, {
          method: 'GET',
          url: paths.gptSystems.detailsForConversation(gptSystemId),
        })
      ).json().introduction;
    expect(await details()).toBe('Version two.');

    const versions = await server.as(admin, {
      method: 'GET',
      url: paths.agentManagement.versions(gptSystemId),
    });
    expect(versions.json().items).toEqual([
      expect.objectContaining({
        version: 2,
        gptSystemName: 'Travel desk',
        publishedBy: 'Ada Admin',
      }),
      expect.objectContaining({ version: 1 }),
    ]);

    const restored = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.restoreVersion(configStateId, 1),
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().configuration.introduction).toBe('Version one.');
    // Restored into the draft only: chat follows once it is published again.
    expect(await details()).toBe('Version two.');
    await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.updateGptSystem(configStateId),
    });
    expect(await details()).toBe('Version one.');

    // Each publication is audited with the versions before and after; restoring changes only
    // the restorer's draft, so the publication that follows is what the log records.
    const audit = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?aggregateRootId=${gptSystemId}`,
    });
    const entries = audit.json().items as {
      domainOperation: string;
      details: { before: Record<string, unknown>; after: Record<string, unknown> };
    }[];
    expect(entries.map((entry) => entry.domainOperation)).toEqual([
      'Published',
      'Published',
      'PublishingChanged',
      'Created',
    ]);
    expect(entries[0]?.details).toMatchObject({
      before: { version: 2, introduction: 'Version two.' },
      after: { version: 3, introduction: 'Version one.' },
    });
    expect(entries[2]?.details).toEqual({
      before: { publishingState: 'Draft' },
      after: { publishingState: 'Published' },
    });

    const missing = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.restoreVersion(configStateId, 9),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(configStateMessages.versionNotFound(9));
  });

  it('offers the guidelines documents, and publishes the chosen one for chat to ask consent with', async () => {
    const { configStateId, gptSystemId } = await createSystemAgent();
    const choices = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.dataSourcesAndCapabilities(configStateId),
    });
    expect(choices.statusCode).toBe(200);
    expect(choices.json().capabilityTypes).toEqual(['CodeInterpreter', 'FileSearch', 'Vision']);
    const documents = choices.json().guidelinesDocuments as {
      guidelinesDocumentId: string;
      requireConsent: boolean;
    }[];
    const needingConsent = documents.find((document) => document.requireConsent);
    if (!needingConsent) throw new Error('The seed has a document that requires consent.');

    const unknown = await save(
      admin,
      configStateId,
      agentConfiguration({ guidelinesDocumentId: '00000000-0000-4000-8000-00000000dead' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { field: 'guidelinesDocumentId', message: configurationMessages.guidelinesDocumentGone },
    ]);

    const { guidelinesDocumentId } = needingConsent;
    await save(admin, configStateId, agentConfiguration({ guidelinesDocumentId }));
    await server.as(admin, {
      method: 'PUT',
      url: paths.configStates.updateGptSystem(configStateId),
    });
    await server.as(admin, {
      method: 'PUT',
      url: paths.agentManagement.publishing(gptSystemId),
      payload: { publishingState: 'Published' },
    });
    const details = await server.as(staff, {
      method: 'GET',
      url: paths.gptSystems.detailsForConversation(gptSystemId),
    });
    expect(details.json().guidelinesDocument).toEqual({
      guidelinesDocumentId,
      requireConsent: true,
    });
    const reopened = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.one(configStateId),
    });
    expect(reopened.json().configuration.guidelinesDocumentId).toBe(guidelinesDocumentId);
  });

  it('opens an existing agent in the caller’s own draft, one per user and agent', async () => {
    const { gptSystemId } = await createSystemAgent(
      agentConfiguration({ gptSystemName: 'Payroll' }),
    );
    const opened = await server.as(admin, {
      method: 'POST',
      url: paths.configStates.byGptSystemId(gptSystemId),
    });
    // The creator's draft already edits it.
    expect(opened.statusCode).toBe(200);
    expect(opened.json().gptSystem.gptSystemId).toBe(gptSystemId);
    expect(opened.json().configuration.gptSystemName).toBe('Payroll');
    const refused = await server.as(staff, {
      method: 'POST',
      url: paths.configStates.byGptSystemId(gptSystemId),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(needsActions(['GptSystemsWrite'], 'to edit agents'));
  });

  it('lets staff build personal agents only while the feature is on and they are not blocked', async () => {
    await setPersonalAgents(false);
    const off = await newConfigState(staff, 'User');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(configStateMessages.personalAgentsOff);

    await setPersonalAgents(true);
    try {
      const created = await newConfigState(staff, 'User', '?forceCreate=true');
      expect(created.statusCode).toBe(201);
      const id = created.json().configuration.configStateId as string;
      await save(staff, id, agentConfiguration({ gptSystemName: 'My notes helper' }));
      const agent = await server.as(staff, {
        method: 'POST',
        url: paths.configStates.createGptSystem(id),
      });
      expect(agent.statusCode).toBe(201);
      expect(agent.json()).toMatchObject({
        gptSystemType: 'User',
        ownership: { ownerIsCurrentUser: true },
        publishingState: 'Draft',
      });
      const gptSystemId = agent.json().gptSystemId as string;

      // Someone else cannot open it; its owner can chat with it.
      const other = await server.as(moderator, {
        method: 'POST',
        url: paths.configStates.byGptSystemId(gptSystemId),
      });
      expect(other.statusCode).toBe(404);
      const chat = await startConversation(server, staff, gptSystemId, 'Hello');
      expect(chat.events.map((event) => event.event)).toContain('response-model');

      // Blocked from creating: no new draft, and their draft cannot be changed.
      await server.database.db
        .update(users)
        .set({ isBannedFromCreatingAgents: true })
        .where(eq(users.userId, seedIds.users.staff));
      const blocked = await newConfigState(staff, 'User');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(configStateMessages.blockedFromCreating);
      expect((await save(staff, id, agentConfiguration())).statusCode).toBe(403);
    } finally {
      await server.database.db
        .update(users)
        .set({ isBannedFromCreatingAgents: false })
        .where(eq(users.userId, seedIds.users.staff));
      await setPersonalAgents(false);
    }
  });

  it('answers the configuration template per type, as a new draft starts (admin-spec section 7)', async () => {
    const system = await server.as(admin, {
      method: 'GET',
      url: paths.configStates.template('System'),
    });
    expect(system.statusCode).toBe(200);
    const fresh = await newConfigState(admin, 'System', '?forceCreate=true');
    const { configStateId, ...started } = fresh.json().configuration;
    expect(configStateId).toEqual(expect.any(String));
    expect(system.json()).toEqual(started);

    await setPersonalAgents(true);
    try {
      const personal = await server.as(staff, {
        method: 'GET',
        url: paths.configStates.template('User'),
      });
      expect(personal.json()).toMatchObject({ capabilityTypes: [], gptSystemName: '' });
      expect(personal.json().systemPrompt).not.toBe(system.json().systemPrompt);
    } finally {
      await setPersonalAgents(false);
    }
    const refused = await server.as(staff, {
      method: 'GET',
      url: paths.configStates.template('System'),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists the deployments an agent may use: on a new instance, the built-in offline engine', async () => {
    const answer = await server.as(staff, { method: 'GET', url: paths.configStates.deployments() });
    expect(answer.json()).toEqual({
      items: [{ deploymentName: 'offline', provider: 'offline', model: 'Parley offline engine' }],
      defaultDeploymentName: 'offline',
    });
  });

  it('lists the kinds of data source an agent may search', async () => {
    const answer = await server.as(staff, {
      method: 'GET',
      url: paths.configStates.dataSourceTypes(),
    });
    expect(answer.statusCode).toBe(200);
    expect(dataSourceTypeListSchema.parse(answer.json()).items).toEqual([
      expect.objectContaining({ dataSourceType: 'FileLibrary', name: 'File library' }),
    ]);
  });
});
