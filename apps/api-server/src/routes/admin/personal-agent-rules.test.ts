import { paths, personalAgentSettingsMessages } from '@parley/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOwnPersonalAgents } from '../../db/queries/gpt-systems';
import { seedIds } from '../../db/seed/seed-data';
import {
  agentConfiguration,
  insertPersonalAgent,
  seededUsers,
  startTestServer,
} from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const notesId = '00000000-0000-4000-8000-0000000009d1';

describe('the personalAgents tab: sharing and the most agents per user, enforced (issue 17)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await insertPersonalAgent(server, notesId, { publishingState: 'Draft' });
  });
  afterAll(() => server.close());

  const url = paths.admin.personalAgentSettings();
  const settle = (changes: { allowAgentSharing?: boolean; maxAgentsPerUser?: unknown }) =>
    server.as(admin, {
      method: 'PUT',
      url,
      payload: {
        allowUserCreatedGptSystems: true,
        allowAgentSharing: true,
        maxAgentsPerUser: null,
        ...changes,
      },
    });
  const share = (publishingState: 'Draft' | 'Published') =>
    server.as(staff, {
      method: 'PUT',
      url: paths.agentManagement.publishing(notesId),
      payload: { publishingState },
    });
  const features = async () =>
    (await server.app.inject({ method: 'GET', url: paths.features() })).json();

  /** Staff's quick-create up to the agent: a new draft, saved; answers its id, or the refusal. */
  const savedDraft = async (
    name: string,
  ): Promise<{ refused: LightMyRequestResponse } | { configStateId: string }> => {
    const draft = await server.as(staff, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
    });
    if (draft.statusCode !== 201) return { refused: draft };
    const { configStateId } = draft.json().configuration as { configStateId: string };
    await server.as(staff, {
      method: 'PUT',
      url: paths.configStates.one(configStateId),
      payload: agentConfiguration({ gptSystemName: name }),
    });
    return { configStateId };
  };
  const createFromDraft = (configStateId: string) =>
    server.as(staff, { method: 'POST', url: paths.configStates.createGptSystem(configStateId) });
  /** Staff's quick-create: a new draft, saved, made into an agent. */
  const createPersonalAgent = async (name: string) => {
    const draft = await savedDraft(name);
    return 'refused' in draft ? draft.refused : createFromDraft(draft.configStateId);
  };
  const ownedAgents = () => countOwnPersonalAgents(server.database.db, seedIds.users.staff);

  it('refuses a most-agents figure that is not a whole number from 1 to 1000, saying so', async () => {
    for (const bad of [0, -2, 1.5, 1001, '3']) {
      const response = await settle({ maxAgentsPerUser: bad });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(personalAgentSettingsMessages.maxAgentsPerUser);
    }
    expect((await settle({ maxAgentsPerUser: 3 })).json().maxAgentsPerUser).toBe(3);
  });

  it('refuses to share while sharing is off, tells clients through features, and shares again once on', async () => {
    expect((await settle({ allowAgentSharing: false })).statusCode).toBe(200);
    expect((await features()).AllowAgentSharing).toBe(false);
    const refused = await share('Published');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sharing personal agents is turned off for this instance.');
    // Taking an agent off sharing stays possible.
    expect((await share('Draft')).statusCode).toBe(200);

    await settle({ allowAgentSharing: true });
    expect((await features()).AllowAgentSharing).toBe(true);
    expect((await share('Published')).statusCode).toBe(200);
  });

  it('refuses a personal agent beyond the most one user may own, with the limit in words', async () => {
    // Staff owns one agent already (Sam's notes).
    await settle({ maxAgentsPerUser: 2 });
    expect((await createPersonalAgent('Second')).statusCode).toBe(201);
    const refused = await createPersonalAgent('Third');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You already have 2 personal agents, the most this instance allows. Delete one to create another.',
    );
    // The quick-create dialog's first call, a new draft, is refused in the same words.
    const draft = await server.as(staff, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
    });
    expect(draft.statusCode).toBe(403);
    expect(draft.json().message).toBe(refused.json().message);
    await settle({ maxAgentsPerUser: null });
    expect((await createPersonalAgent('Third')).statusCode).toBe(201);
  });

  it('lets concurrent creations pass the limit no further than one after another would', async () => {
    await settle({ maxAgentsPerUser: null });
    const drafts = await Promise.all(['Mon', 'Tue', 'Wed', 'Thu'].map(savedDraft));
    const ids = drafts.map((draft) => {
      if ('refused' in draft) throw new Error(draft.refused.body);
      return draft.configStateId;
    });
    // Room for two more agents.
    const limit = (await ownedAgents()) + 2;
    await settle({ maxAgentsPerUser: limit });
    const answers = await Promise.all(ids.map(createFromDraft));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403]);
    expect(await ownedAgents()).toBe(limit);
    await settle({ maxAgentsPerUser: null });
  });
});
