import { paths } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceSecrets, segments } from '../../db/schema';
import { findInstanceSecret } from '../../db/queries/instance-secrets';
import { startFakeAnthropicServer } from '../../providers/testing/fake-anthropic-server';
import type { FakeAnthropicServer } from '../../providers/testing/fake-anthropic-server';
import { seededAgents, startConversation } from '../../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { admin, staff } = seededUsers;
const claudeKey = 'sk-ant-api03-test-key-wholly-secret-7Qx9';
const bingKey = '0123456789abcdef0123456789abcdef';

describe('instance settings routes: the provider keys (apiKeys tab)', () => {
  let server: TestServer;
  let anthropic: FakeAnthropicServer;
  beforeAll(async () => {
    anthropic = await startFakeAnthropicServer({ deltas: ['Trains ', 'run.'] });
    // The seeded agents' deployment answers through Anthropic, with no key of its own.
    server = await startTestServer({
      env: {
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: 'offline',
            provider: 'anthropic',
            model: 'claude-fake',
            baseURL: anthropic.baseURL,
            maxRetries: 0,
          },
        ]),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await anthropic.close();
  });

  const url = paths.admin.instanceApiKey;
  const put = (as: string, kind: string, key: string) =>
    server.as(as, { method: 'PUT', url: url(kind), payload: { key } });
  const get = (as: string, kind: string) => server.as(as, { method: 'GET', url: url(kind) });
  const remove = (as: string, kind: string) => server.as(as, { method: 'DELETE', url: url(kind) });

  it('answers no key before one is saved', async () => {
    const answer = await get(admin, 'bing');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kind: 'bing', maskedValue: null, updatedAt: null });
  });

  it('refuses staff, naming the action, and a kind that is not a provider key', async () => {
    expect((await get(staff, 'claude')).statusCode).toBe(403);
    const write = await put(staff, 'claude', claudeKey);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      'This call needs the InstanceSettingsWrite action, which your roles do not grant.',
    );
    expect((await remove(staff, 'claude')).statusCode).toBe(403);
    expect((await get(admin, 'openai')).statusCode).toBe(400);
    expect((await get(admin, 'claude')).json().maskedValue).toBeNull();
  });

  it('refuses a key that is too short or has spaces, with the reason', async () => {
    const short = await put(admin, 'bing', 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('A key has at least 12 characters.');
    const spaced = await put(admin, 'bing', 'abcd efgh ijkl mnop');
    expect(spaced.statusCode).toBe(400);
    expect(spaced.body).toContain('A key has no spaces.');
    expect(spaced.body).not.toContain('abcd efgh');
  });

  it('saves a key sealed at rest and answers only its last four characters, also on GET', async () => {
    const saved = await put(admin, 'bing', bingKey);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      kind: 'bing',
      maskedValue: '••••cdef',
      updatedAt: expect.any(String),
    });
    expect(saved.body).not.toContain(bingKey);
    const read = await get(admin, 'bing');
    expect(read.json()).toEqual(saved.json());

    const row = await findInstanceSecret(server.database.db, 'bing');
    expect(row?.lastCharacters).toBe('cdef');
    expect(row?.cipherText).not.toContain(bingKey);
    expect(row?.cipherText).not.toContain(Buffer.from(bingKey).toString('base64'));
    expect(row?.cipherText).not.toContain(Buffer.from(bingKey).toString('base64url'));
  });

  it('audits a save, a replacement and a deletion with masked values only', async () => {
    await put(admin, 'claude', claudeKey);
    await put(admin, 'claude', `${claudeKey}-Z9yw`);
    expect((await remove(admin, 'claude')).statusCode).toBe(204);
    expect((await get(admin, 'claude')).json().maskedValue).toBeNull();
    const log = await server.as(admin, {
      method: 'GET',
      url: `${paths.admin.audit()}?type=InstanceSettings&aggregateRootId=apiKeys/claude`,
    });
    expect(log.body).not.toContain(claudeKey);
    expect(log.json().items.map((entry: { details: unknown }) => entry.details)).toEqual([
      { before: { maskedValue: '••••Z9yw' }, after: null },
      { before: { maskedValue: '••••7Qx9' }, after: { maskedValue: '••••Z9yw' } },
      { before: null, after: { maskedValue: '••••7Qx9' } },
    ]);
    const again = await remove(admin, 'claude');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No Claude key is stored.');
  });

  it('answers with an Anthropic deployment that has no key of its own once the Claude key is saved', async () => {
    const before = await startConversation(server, staff, seededAgents.assistant, 'Trains?');
    expect(before.events.some((event) => event.event === 'error')).toBe(true);
    expect(anthropic.requests.filter((request) => request.apiKey === claudeKey)).toHaveLength(0);

    await put(admin, 'claude', claudeKey);
    const after = await startConversation(server, staff, seededAgents.assistant, 'Trains?');
    expect(after.events.filter((event) => event.event === 'error')).toEqual([]);
    expect(JSON.stringify(after.events)).toContain('run.');
    expect(anthropic.requests.at(-1)?.apiKey).toBe(claudeKey);
  });

  it('keeps the key readable by a restarted server (the secrets key is kept in the data directory)', async () => {
    await server.restart();
    const answer = await startConversation(server, staff, seededAgents.assistant, 'Again?');
    expect(answer.events.filter((event) => event.event === 'error')).toEqual([]);
    expect(anthropic.requests.at(-1)?.apiKey).toBe(claudeKey);
  });

  it('fails the answer, with its error event and a Failed segment, when the stored key cannot be opened', async () => {
    await put(admin, 'claude', claudeKey);
    await server.database.db
      .update(instanceSecrets)
      .set({ cipherText: 'not-a-sealed-key' })
      .where(eq(instanceSecrets.kind, 'claude'));
    const answer = await startConversation(server, staff, seededAgents.assistant, 'Sealed?');
    expect(answer.events.map((event) => event.event)).toContain('internal-server-error');
    expect(answer.events.at(-1)?.event).toBe('no-more-data');
    const [segment] = await server.database.db
      .select({ status: segments.status })
      .from(segments)
      .where(eq(segments.segmentId, answer.segmentId));
    expect(segment?.status).toBe('Failed');
  });
});
