import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';

const chromeAccepts = 'gzip, deflate, br, zstd';
const script = `export const answer = 42;\n${'console.log("Parley");\n'.repeat(200)}`;
const page = `<!doctype html><title>chat app</title>${'<link rel="modulepreload">'.repeat(40)}`;

/** A file of a build with the brotli and gzip copies the build writes (`tooling/vite-precompress.ts`). */
async function writeBuilt(file: string, content: string, copies: ('br' | 'gz')[] = ['br', 'gz']) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  if (copies.includes('br')) await writeFile(`${file}.br`, brotliCompressSync(content));
  if (copies.includes('gz')) await writeFile(`${file}.gz`, gzipSync(content));
}

describe('built apps over Accept-Encoding', () => {
  let appsDir: string;
  let server: TestServer;
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...headers,
      },
    });

  beforeAll(async () => {
    appsDir = await mkdtemp(path.join(tmpdir(), 'parley-static-'));
    const chat = path.join(appsDir, 'chat', 'dist');
    await writeBuilt(path.join(chat, 'index.html'), page);
    await writeBuilt(path.join(chat, 'assets', 'main-abc123.js'), script);
    await writeBuilt(path.join(chat, 'assets', 'gzip-only-abc123.js'), script, ['gz']);
    await writeBuilt(path.join(chat, 'favicon.svg'), '<svg/>', []);
    const publicChat = path.join(appsDir, 'public-chat', 'dist');
    await writeBuilt(path.join(publicChat, 'index.html'), page);
    await writeBuilt(path.join(publicChat, 'embed.js'), script);
    server = await startTestServer({ env: { PARLEY_APPS_DIR: appsDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(appsDir, { recursive: true, force: true });
  });

  it("sends a hashed asset's brotli copy to a browser, immutable, with its own length", async () => {
    const response = await get('/assets/main-abc123.js', chromeAccepts);

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(response.rawPayload.length),
    });
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends the gzip copy when brotli is refused with q=0 or not named', async () => {
    for (const header of ['br;q=0, gzip', 'gzip, deflate']) {
      const response = await get('/assets/main-abc123.js', header);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file as it is, still saying it varies, when the client accepts no copy', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/main-abc123.js', header);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
      expect(response.body).toBe(script);
    }
  });

  it('falls back to the next copy, then to the file, when the build wrote no brotli copy', async () => {
    const gzip = await get('/assets/gzip-only-abc123.js', chromeAccepts);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/gzip-only-abc123.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file without copies as it is, with no Vary', async () => {
    const response = await get('/favicon.svg', chromeAccepts);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe('<svg/>');
  });

  it('sends the app page compressed for any client-side route, revalidated every time', async () => {
    const response = await get('/chat/some-conversation', chromeAccepts);

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
    });
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('sends the embed loader compressed, cached for five minutes', async () => {
    const response = await get('/public-chat/embed.js', chromeAccepts);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers 304 to a revalidation of the same variant, and not across variants', async () => {
    const first = await get('/chat', chromeAccepts);
    const etag = String(first.headers.etag);

    const same = await get('/chat', chromeAccepts, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.vary).toBe('Accept-Encoding');

    const otherVariant = await get('/chat', 'gzip', { 'if-none-match': etag });
    expect(otherVariant.statusCode).toBe(200);
    expect(otherVariant.headers.etag).not.toBe(etag);
  });

  it("answers HEAD with the chosen variant's headers and no body", async () => {
    const head = await server.app.inject({
      method: 'HEAD',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': chromeAccepts },
    });
    const full = await get('/assets/main-abc123.js', chromeAccepts);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await get('/assets/main-abc123.js.br', chromeAccepts);
    expect(response.statusCode).toBe(404);
  });
});
