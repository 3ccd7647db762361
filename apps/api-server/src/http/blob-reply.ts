import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { OpenedBlob } from '../blobs/blob-store';

/** Sends a stored file's bytes as they are read, with their Content-Length. */
export function sendBlob(reply: FastifyReply, blob: OpenedBlob) {
  return reply.header('content-length', blob.size).send(blob.body);
}

/** Base64 of a stream of bytes, in pieces of whole 3-byte groups until the end. */
async function* base64Of(body: Readable): AsyncGenerator<string> {
  let carried = Buffer.alloc(0);
  for await (const chunk of body) {
    const bytes = Buffer.concat([carried, chunk as Buffer]);
    const whole = bytes.length - (bytes.length % 3);
    carried = bytes.subarray(whole);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
  }
  if (carried.length > 0) yield carried.toString('base64');
}

/**
 * Sends `{ ...fields, [base64Field]: base64 of the file }` as JSON, encoding the file while it is
 * read: the contract's file answers (`base64Content`, a citation's `data`) are JSON, but the file
 * still never sits whole in memory. `fields` are short ASCII strings, so the length is known.
 */
export function sendBlobAsBase64Json(
  reply: FastifyReply,
  blob: OpenedBlob,
  fields: Record<string, string>,
  base64Field: string,
) {
  const before = `${JSON.stringify(fields).slice(0, -1)}${Object.keys(fields).length > 0 ? ',' : ''}${JSON.stringify(base64Field)}:"`;
  const after = '"}';
  async function* json() {
    yield before;
    yield* base64Of(blob.body);
    yield after;
  }
  const length =
    Buffer.byteLength(before) + Math.ceil(blob.size / 3) * 4 + Buffer.byteLength(after);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', length)
    .send(Readable.from(json(), { objectMode: false }));
}

/**
 * Reads the first `bytes` of an opened file (or all of a shorter one) to tell what it is, and
 * gives back a file that still streams from its first byte.
 */
export async function peekBlob(
  blob: OpenedBlob,
  bytes: number,
): Promise<{ head: Buffer; blob: OpenedBlob }> {
  const iterator = blob.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    yield head;
    if (ended) return;
    // Leaving this loop early (the client went away) returns the iterator, which closes the file.
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  const body = Readable.from(whole(), { objectMode: false });
  // A reply that never reads it (the client went away first) must still close the file: a
  // generator never started is not returned, so its source is closed here.
  body.once('close', () => blob.body.destroy());
  return { head, blob: { size: blob.size, body } };
}
