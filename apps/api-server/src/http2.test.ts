import { mkdtemp, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { buildServer } from './server';
import { openTestDatabase } from './test-support/test-database';
import { ensureLocalhostCertificate } from './tls';

/** HTTP/2 over TLS (the default), for browsers, with HTTP/1.1 for clients that do not offer it. */
describe('the server over HTTP/2', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  let ca: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-http2-'));
    const tls = await ensureLocalhostCertificate(dataDir);
    ca = tls.cert;
    database = await openTestDatabase();
    const config = loadConfig({
      PARLEY_DATA_DIR: dataDir,
      PARLEY_APPS_DIR: dataDir,
    });
    app = await buildServer(config, { database, https: tls });
    await app.parleyReady;
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a client that offers HTTP/2 over HTTP/2, with the security headers', async () => {
    const session = http2.connect(origin, { ca });
    try {
      const answer = await new Promise<{
        status: number;
        headers: http2.IncomingHttpHeaders;
        body: string;
      }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/internal/health' });
        let body = '';
        let headers: http2.IncomingHttpHeaders = {};
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      session.close();
    }
  });

  it('answers a client that offers only HTTP/1.1 over HTTP/1.1', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/internal/health`, { ca }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, version: response.httpVersion }),
          );
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it("turns Nagle's algorithm off on the connections it accepts, over HTTP/2 and HTTP/1.1", async () => {
    // A streamed answer is many small writes; with Nagle's algorithm on, each waits for the
    // client's (delayed) ACK of the one before, about 40 ms (issue 19).
    const setNoDelay = vi.spyOn(Socket.prototype, 'setNoDelay');
    try {
      const session = http2.connect(origin, { ca });
      await new Promise<void>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/internal/health' });
        stream.resume();
        stream.on('end', resolve);
        stream.on('error', reject);
      });
      session.close();
      await new Promise<void>((resolve, reject) => {
        https
          .get(`${origin}/api/internal/health`, { ca, agent: false }, (response) => {
            response.resume();
            response.on('end', resolve);
          })
          .on('error', reject);
      });
      // The TCP socket of each connection the server accepted (not the TLS socket over it), with
      // what it was asked: one HTTP/2 connection and one HTTP/1.1.
      const asked = setNoDelay.mock.contexts.flatMap((context, index) => {
        const { constructor, server } = context as { constructor: unknown; server?: unknown };
        return constructor === Socket && server === app.server
          ? [setNoDelay.mock.calls[index]]
          : [];
      });
      expect(asked).toEqual([[true], [true]]);
    } finally {
      setNoDelay.mockRestore();
    }
  });
});
