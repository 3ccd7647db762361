import { request } from 'node:https';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { buildServer } from './server';
import { openTestDatabase } from './test-support/test-database';
import { startTestServer } from './test-support/test-server';
import type { TestServer } from './test-support/test-server';
import { ensureLocalhostCertificate } from './tls';

/** A stand-in for the apps' build output: each app's index.html names the app, plus one asset. */
async function makeBuiltApps(appsDir: string) {
  for (const folder of ['chat', 'admin', 'public-chat']) {
    await mkdir(path.join(appsDir, folder, 'dist', 'assets'), { recursive: true });
    await writeFile(
      path.join(appsDir, folder, 'dist', 'index.html'),
      `<title>${folder} app</title>`,
    );
    await writeFile(path.join(appsDir, folder, 'dist', 'assets', 'main-abc123.js'), `// ${folder}`);
  }
}

describe('api-server on one origin', () => {
  let workDir: string;
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'parley-server-'));
    await makeBuiltApps(workDir);
    server = await startTestServer({ env: { PARLEY_APPS_DIR: workDir } });
    app = server.app;
  });

  afterAll(async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('answers the health check with the ok state and the version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/internal/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '2.2513.3849' });
  });

  it.each([
    ['/', 'chat app'],
    ['/chat/agents', 'chat app'],
    ['/admin', 'admin app'],
    ['/admin/gptsystem/new', 'admin app'],
    ['/public-chat/parley-demo/true', 'public-chat app'],
  ])('serves %s from the %s, falling back to its index.html', async (url, title) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets of each app as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/assets/main-abc123.js' });
    expect(response.body).toBe('// admin');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a 404 JSON body that names it, not a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/internal/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'No route for GET /api/internal/nothing-here.',
    });
  });

  it('answers a missing asset with 404 instead of an index page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('api-server over https', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cert: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-https-'));
    const tls = await ensureLocalhostCertificate(dataDir);
    cert = tls.cert;
    database = await openTestDatabase();
    const config = loadConfig({ PARLEY_DATA_DIR: dataDir, PARLEY_APPS_DIR: dataDir });
    app = await buildServer(config, { https: tls, database });
    await app.parleyReady;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the health check over TLS with the certificate it generated for localhost', async () => {
    const { port } = app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          path: '/api/internal/health',
          ca: cert,
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
  });
});
