import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@parley/api-contract';
import { segments, serverInstances } from './db/schema';
import { seedIds } from './db/seed/seed-data';
import { onlyRow } from './db/queries/rows';
import { seededUsers, startTestServer } from './test-support/test-server';
import type { TestServer } from './test-support/test-server';

/**
 * What a load balancer sees of one instance (issue 21): liveness, readiness, and a graceful stop
 * that lets answers in flight finish, within a grace period, while readiness sends new work
 * elsewhere.
 */

async function listening(server: TestServer) {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

async function storedSegment(server: TestServer, segmentId: string) {
  return onlyRow(
    await server.database.db.select().from(segments).where(eq(segments.segmentId, segmentId)),
    `segment ${segmentId}`,
  );
}

/** Asks `question` and resolves once its first text arrived, with the rest of the stream to read. */
async function openAnswer(server: TestServer, origin: string, question: string) {
  const token = await server.tokenFor(seededUsers.staff);
  const response = await fetch(
    `${origin}/api/internal/userConversations/byGptSystemId/${seedIds.agents.assistant}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question, session: { sessionIdentifier: 'drain' } }),
    },
  );
  if (!response.body) throw new Error('The answer has no body.');
  const reader = response.body.getReader();
  let text = '';
  while (!text.includes('event: response-updated')) {
    const { value } = await reader.read();
    text += new TextDecoder().decode(value);
  }
  const segmentId = /"ConversationSegmentId":"([^"]+)"/.exec(text)?.[1];
  if (!segmentId) throw new Error(`No segment id in ${text}`);
  /** Reads the stream to its end, resolving with all of it. */
  const rest = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
    }
  };
  return { segmentId, rest };
}

describe('health probes and a graceful stop', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    // About 200 tokens a second.
    server = await startTestServer({ env: { PARLEY_OFFLINE_TOKEN_DELAY_MS: '5' } });
    origin = await listening(server);
  });
  afterAll(() => server.close());

  it('answers liveness, and readiness with the instance, while it serves', async () => {
    const live = await fetch(`${origin}${paths.liveness()}`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'alive' });
    const ready = await fetch(`${origin}${paths.readiness()}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const [instance] = await server.database.db.select().from(serverInstances);
    expect(await ready.json()).toEqual({ status: 'ready', instanceId: instance?.instanceId });
    expect(instance?.pid).toBe(process.pid);
  });

  it('lets an answer in flight finish while readiness says draining, then is ready to close', async () => {
    const answer = await openAnswer(server, origin, '/demo long 400');
    const drained = server.app.parleyDrain(60_000);

    const ready = await fetch(`${origin}${paths.readiness()}`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('draining');
    expect((await fetch(`${origin}${paths.liveness()}`)).status).toBe(200);

    const streamed = await answer.rest();
    expect(streamed).toContain('event: no-more-data');
    expect(await drained).toBe(true);
    const stored = await storedSegment(server, answer.segmentId);
    expect(stored.status).toBe('Completed');
    const texts = [...streamed.matchAll(/^event: response-updated\ndata: (.*)$/gm)].map(
      (match) => (JSON.parse(match[1] ?? '{}') as { Text: string }).Text,
    );
    expect(stored.answer).toBe(texts.join(''));
  });
});

describe('a graceful stop whose grace runs out', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { PARLEY_OFFLINE_TOKEN_DELAY_MS: '5' } });
    origin = await listening(server);
  });
  afterAll(() => server.close());

  it('stops the answers still in flight at close, storing what they had as Interrupted', async () => {
    // About 25 s of answer: far longer than the grace.
    const answer = await openAnswer(server, origin, '/demo long 5000');
    expect(await server.app.parleyDrain(100)).toBe(false);
    await server.app.close();
    const stored = await storedSegment(server, answer.segmentId);
    expect(stored.status).toBe('Interrupted');
    expect(stored.answer.length).toBeGreaterThan(0);
  });
});
