import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { ServerConfig } from './config';
import { seedIds } from './db/seed/seed-data';
import { buildServer } from './server';

/** What the seed created, seen through the API: the agents and the prompts of one of them. */
async function seededCounts(app: FastifyInstance) {
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/internal/authorization/Dev/GenerateToken',
      payload: { userName: 'admin@parley.local' },
    })
  ).json().n1AIToken;
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const agents = (await get('/api/internal/currentUser/AvailableGptSystems')).json().items;
  const prompts = (
    await get(`/api/internal/gptSystems/${seedIds.agents.assistant}/promptsForConversation`)
  ).json().prompts;
  return { agents: agents.length as number, assistantPrompts: prompts.length as number };
}

describe('server start-up on a new data directory (embedded PGlite)', () => {
  let dataDir: string;
  let config: ServerConfig;
  let first: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-startup-'));
    config = loadConfig({
      PARLEY_DATA_DIR: dataDir,
      PARLEY_APPS_DIR: dataDir,
      PARLEY_DEV_SIGN_IN: 'on',
    });
    first = await buildServer(config);
  });
  afterAll(async () => {
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports initializing and answers other calls 503 with Retry-After while it migrates and seeds', async () => {
    const health = await first.inject({ method: 'GET', url: '/api/internal/health' });
    expect(health.json().status).toBe('initializing');
    // A load balancer's probes: alive, not ready yet.
    const live = await first.inject({ method: 'GET', url: '/api/internal/health/live' });
    expect(live.statusCode).toBe(200);
    const ready = await first.inject({ method: 'GET', url: '/api/internal/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'initializing', instanceId: null });
    const settings = await first.inject({ method: 'GET', url: '/api/internal/InstanceSettings' });
    expect(settings.statusCode).toBe(503);
    expect(settings.headers['retry-after']).toBe('2');
    expect(settings.json().message).toBe('Parley is initializing; retry in a few seconds.');
  });

  // A new PGlite data directory takes 6 to 20 s to create on a busy 2-core machine.
  it(
    'reports ok once the database is ready, with the seeded agents',
    { timeout: 90_000 },
    async () => {
      const report = await first.parleyReady;
      expect(
        (await first.inject({ method: 'GET', url: '/api/internal/health' })).json().status,
      ).toBe('ok');
      // The first start generates the seeded users' passwords and says them once.
      expect(report.info.join('\n')).toMatch(/^ {2}admin@parley\.local {6}\S{20}$/m);
      expect(await seededCounts(first)).toEqual({ agents: 3, assistantPrompts: 3 });
    },
  );

  it('refuses to start on a data directory another live process holds, with a clear message', async () => {
    const taken = await mkdtemp(path.join(tmpdir(), 'parley-startup-taken-'));
    // The test runner's parent process stands in for another Parley server.
    await writeFile(path.join(taken, 'parley.lock'), `${process.ppid}\n`);
    await expect(
      buildServer(loadConfig({ PARLEY_DATA_DIR: taken, PARLEY_APPS_DIR: taken })),
    ).rejects.toThrow(
      `The data directory ${taken} is in use by another Parley server (process ${process.ppid}).`,
    );
    await rm(taken, { recursive: true, force: true });
  });

  it(
    'seeds only once: a restart on the same directory changes nothing',
    { timeout: 60_000 },
    async () => {
      await first.close();
      first = await buildServer(config);
      const report = await first.parleyReady;
      expect(await seededCounts(first)).toEqual({ agents: 3, assistantPrompts: 3 });
      expect(report.info.join('\n')).not.toMatch(/admin@parley\.local/);
    },
  );
});
