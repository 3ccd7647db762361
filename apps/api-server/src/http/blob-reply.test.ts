import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedBlob } from '../blobs/blob-store';
import { peekBlob, sendBlob, sendBlobAsBase64Json } from './blob-reply';

const bytes = Buffer.from(Array.from({ length: 1_000 }, (_, index) => (index * 7) % 256));

/** The bytes in pieces of 1, 2, 3, 4, ... bytes, so pieces end anywhere in a base64 group. */
function openedInPieces(data: Buffer): OpenedBlob {
  const pieces: Buffer[] = [];
  for (let start = 0, size = 1; start < data.length; start += size, size += 1) {
    pieces.push(data.subarray(start, start + size));
  }
  return { body: Readable.from(pieces), size: data.length };
}

describe('blob replies', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/raw', (_request, reply) => sendBlob(reply, openedInPieces(bytes)));
    app.get('/json/:length', (request, reply) => {
      const length = Number((request.params as { length: string }).length);
      return sendBlobAsBase64Json(
        reply,
        openedInPieces(bytes.subarray(0, length)),
        { mimeType: 'image/png' },
        'base64Content',
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the bytes as they are read, with their Content-Length', async () => {
    const response = await app.inject({ method: 'GET', url: '/raw' });
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('sends JSON with the base64 of the bytes, whatever their length, and its exact Content-Length', async () => {
    for (const length of [0, 1, 2, 3, 4, 5, 999, 1_000]) {
      const response = await app.inject({ method: 'GET', url: `/json/${length}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.json()).toEqual({
        mimeType: 'image/png',
        base64Content: bytes.subarray(0, length).toString('base64'),
      });
    }
  });

  it('peeks at the first bytes and still streams the file from its first byte', async () => {
    const peeked = await peekBlob(openedInPieces(bytes), 10);
    expect(peeked.head.length).toBeGreaterThanOrEqual(10);
    expect(peeked.head.equals(bytes.subarray(0, peeked.head.length))).toBe(true);
    expect(peeked.blob.size).toBe(1_000);
    expect((await buffer(peeked.blob.body)).equals(bytes)).toBe(true);
  });

  it('peeks at the whole of a file shorter than asked', async () => {
    const peeked = await peekBlob(openedInPieces(bytes.subarray(0, 5)), 4_096);
    expect(peeked.head.equals(bytes.subarray(0, 5))).toBe(true);
    expect((await buffer(peeked.blob.body)).equals(bytes.subarray(0, 5))).toBe(true);
  });

  it('closes the file when the peeked stream is dropped before anyone reads it', async () => {
    const source = openedInPieces(bytes);
    const peeked = await peekBlob(source, 10);
    peeked.blob.body.destroy();
    await new Promise((resolve) => peeked.blob.body.once('close', resolve));
    expect(source.body.destroyed).toBe(true);
  });
});
