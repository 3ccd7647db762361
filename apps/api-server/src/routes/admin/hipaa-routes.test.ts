import { hipaaMessages, paths } from '@parley/api-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentConfigStates, gptSystems, instanceSettings, segments } from '../../db/schema';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';
import {
  newSession,
  startPublicConversation,
} from '../public-conversations/testing/public-visitor';

const { admin, staff } = seededUsers;
const url = paths.admin.hipaaSettings();

// Nothing listens on port 9: a refused question never reaches a provider, and the test proves it
// by being answered 403 rather than failing in the stream.
const deployments = [
  {
    deploymentName: 'cloud',
    provider: 'openai-compatible',
    model: 'm',
    baseURL: 'http://127.0.0.1:9/v1',
  },
  {
    deploymentName: 'covered',
    provider: 'openai-compatible',
    model: 'm',
    baseURL: 'http://127.0.0.1:9/v1',
    maxRetries: 0,
    hipaaCompliant: true,
  },
  { deploymentName: 'local', provider: 'offline' },
];

describe('instance settings routes: HIPAA mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PARLEY_MODEL_DEPLOYMENTS: JSON.stringify(deployments) },
    });
  });
  afterAll(() => server.close());

  const setMode = (hipaaMode: boolean, as: string = admin) =>
    server.as(as, { method: 'PUT', url, payload: { hipaaMode } });
  const answerWith = (deploymentName: string) =>
    server.database.db
      .update(gptSystems)
      .set({ deploymentName })
      .where(eq(gptSystems.gptSystemId, seededAgents.assistant));
  const ask = () =>
    server.as(staff, {
      method: 'POST',
      url: paths.userConversations.byGptSystemId(seededAgents.assistant),
      payload: { question: 'About my patient', session: { sessionIdentifier: 'hipaa' } },
    });

  beforeEach(async () => {
    await setMode(false);
    await answerWith('local');
  });

  it('refuses staff; lists the stored deployments with their HIPAA mark (offline compliant unless marked)', async () => {
    expect((await server.as(staff, { method: 'GET', url })).statusCode).toBe(403);
    expect((await setMode(true, staff)).statusCode).toBe(403);
    expect((await server.as(admin, { method: 'GET', url })).json()).toEqual({
      hipaaMode: false,
      deployments: [
        { deploymentName: 'cloud', provider: 'openai-compatible', hipaaCompliant: false },
        { deploymentName: 'covered', provider: 'openai-compatible', hipaaCompliant: true },
        { deploymentName: 'local', provider: 'offline', hipaaCompliant: true },
        { deploymentName: 'offline', provider: 'offline', hipaaCompliant: true },
      ],
    });
  });

  it('audits the switch with its before and after', async () => {
    expect((await setMode(true)).json().hipaaMode).toBe(true);
    const [entry] = (
      await server.as(admin, {
        method: 'GET',
        url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=hipaa`,
      })
    ).json().items;
    expect(entry).toMatchObject({
      domainOperation: 'Updated',
      userName: admin,
      details: { before: { hipaaMode: false }, after: { hipaaMode: true } },
    });
  });

  it('refuses a question to a deployment not marked compliant, before storing it, for staff and visitors', async () => {
    await answerWith('cloud');
    await setMode(true);
    const [before] = await server.database.db.select({ n: count() }).from(segments);
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(hipaaMessages.deploymentNotCompliant('cloud'));
    const [after] = await server.database.db.select({ n: count() }).from(segments);
    expect(after).toEqual(before);

    await server.database.db
      .update(gptSystems)
      .set({ deploymentName: 'cloud' })
      .where(eq(gptSystems.publicEndpoint, 'parley-demo'));
    const visitor = await startPublicConversation(server, await newSession(server), 'Hello?');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().message).toBe(hipaaMessages.deploymentNotCompliant('cloud'));
    await server.database.db
      .update(gptSystems)
      .set({ deploymentName: 'offline' })
      .where(eq(gptSystems.publicEndpoint, 'parley-demo'));
  });

  it('lets compliant deployments answer in HIPAA mode, and any deployment once it is off', async () => {
    await setMode(true);
    expect((await ask()).statusCode).toBe(200);
    await answerWith('cloud');
    await setMode(false);
    // Off: the question is taken (its provider, unreachable here, then fails in the stream).
    expect((await ask()).statusCode).toBe(200);
  });

  it('stores no trace logs and no feedback comment while on; both again once off', async () => {
    await setMode(true);
    const quiet = await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    const segmentUrl = `${paths.userConversations.segments(quiet.conversationId)}/${quiet.segmentId}`;
    const traces = await server.as(staff, { method: 'GET', url: `${segmentUrl}/traceLogs` });
    expect(traces.json().items).toEqual([]);
    const feedback = await server.as(staff, {
      method: 'POST',
      url: `${segmentUrl}/feedback`,
      payload: { rating: 'Negative', comment: 'The patient record was wrong' },
    });
    expect(feedback.json()).toEqual({ rating: 'Negative', comment: null });

    await setMode(false);
    const traced = await startConversation(server, staff, seededAgents.assistant, 'Tell me a fact');
    const tracedUrl = `${paths.userConversations.segments(traced.conversationId)}/${traced.segmentId}`;
    const kept = await server.as(staff, { method: 'GET', url: `${tracedUrl}/traceLogs` });
    expect(kept.json().items.length).toBeGreaterThan(0);
    const commented = await server.as(staff, {
      method: 'POST',
      url: `${tracedUrl}/feedback`,
      payload: { rating: 'Positive', comment: 'Useful' },
    });
    expect(commented.json()).toEqual({ rating: 'Positive', comment: 'Useful' });
  });

  it('offers personal agents only the compliant deployments and makes new ones HIPAA-compliant while on', async () => {
    const names = async () =>
      (await server.as(admin, { method: 'GET', url: paths.configStates.deployments() }))
        .json()
        .items.map((item: { deploymentName: string }) => item.deploymentName);
    expect(await names()).toEqual(['cloud', 'covered', 'local', 'offline']);
    await setMode(true);
    expect(await names()).toEqual(['covered', 'local', 'offline']);

    await server.database.db.update(instanceSettings).set({ allowUserCreatedGptSystems: true });
    const created = await server.as(staff, {
      method: 'POST',
      url: `${paths.configStates.byGptSystemType('User')}?forceCreate=true`,
    });
    expect(created.statusCode).toBe(201);
    const [row] = await server.database.db
      .select({ hipaaCompliant: agentConfigStates.hipaaCompliant })
      .from(agentConfigStates)
      .where(eq(agentConfigStates.configStateId, created.json().configuration.configStateId));
    expect(row?.hipaaCompliant).toBe(true);
  });
});
