import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import { limits } from '@parley/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { seededUsers, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { ensureLocalhostCertificate } from '../tls';

let server: TestServer;
/** The server as it runs for real: https on a socket (the reset showed there, not over inject). */
let https: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(seededUsers.staff);
  const tls = await ensureLocalhostCertificate(server.config.dataDir);
  https = await buildServer(server.config, { database: server.database, https: tls });
  await https.parleyReady;
  await https.listen({ port: 0, host: '127.0.0.1' });
  port = (https.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await https.close();
  await server.close();
});

/**
 * What a real client on a real socket reads when it sends `bodyBytes` to a JSON route, writing
 * the whole body as fast as the connection allows, the way a browser uploads. Resolves once it
 * has both read the answer and written its body, or with the socket error that cut it off (the
 * reset that used to come, sometimes before the answer could be read).
 */
function sendLargeBody(bodyBytes: number, { chunked = false } = {}) {
  return new Promise<{ statusLine: string; body: string; error?: string }>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false });
    let received = '';
    let bodyWritten = false;
    let answer: { statusLine: string; body: string } | undefined;
    const finishIfDone = () => {
      if (!answer || !bodyWritten) return;
      socket.destroy();
      resolve(answer);
    };
    const chunk = Buffer.alloc(64 * 1024, 'a');
    socket.on('secureConnect', () => {
      socket.write(
        [
          'POST /api/internal/userPrompts HTTP/1.1',
          'Host: localhost',
          'Content-Type: application/json',
          `Authorization: Bearer ${token}`,
          chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bodyBytes}`,
          '',
          '',
        ].join('\r\n'),
      );
      let sent = 0;
      const pump = () => {
        while (sent < bodyBytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
          sent += piece.length;
          const framed = chunked
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from('\r\n'),
              ])
            : piece;
          if (!socket.write(framed)) {
            socket.once('drain', pump);
            return;
          }
        }
        socket.write(chunked ? '0\r\n\r\n' : '', () => {
          bodyWritten = true;
          finishIfDone();
        });
      };
      pump();
    });
    socket.on('data', (data: Buffer) => {
      received += data.toString();
      const end = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
      if (!answer && end >= 0 && received.length >= end + 4 + length) {
        answer = { statusLine: received.split('\r\n')[0] ?? '', body: received.slice(end + 4) };
        finishIfDone();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ statusLine: received.split('\r\n')[0] ?? '', body: '', error: error.code }),
    );
  });
}

describe('a body over the size limit, on a real connection', () => {
  const tooLarge = 8 * limits.jsonBodyMaxBytes;

  it('gets its 413 with the error body, instead of a connection reset, when it declares its length', async () => {
    const answer = await sendLargeBody(tooLarge);
    expect(answer.error).toBeUndefined();
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 413,
      message: `The request body is larger than ${limits.jsonBodyMaxBytes} bytes.`,
    });
  });

  it('gets its 413 when it streams the body in chunks without a length', async () => {
    const answer = await sendLargeBody(tooLarge, { chunked: true });
    expect(answer.error).toBeUndefined();
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
  });
});
