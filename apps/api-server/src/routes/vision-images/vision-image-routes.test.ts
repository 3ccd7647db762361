import { existsSync } from 'node:fs';
import path from 'node:path';
import { limits, paths } from '@parley/api-contract';
import type { VisionImageReference } from '@parley/api-contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visionImages } from '../../db/schema';
import { multipartRequest } from '../../test-support/upload-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff, moderator } = seededUsers;

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
}

describe('vision image routes', () => {
  let server: TestServer;
  let uploaded: VisionImageReference;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await server.as(
      staff,
      await multipartRequest(paths.visionImages.upload(), {
        file: { fileName: 'holiday.jpg', type: 'image/jpeg', data: await photo(800, 600) },
      }),
    );
    expect(response.statusCode).toBe(200);
    uploaded = response.json();
  });
  afterAll(() => server.close());

  const upload = async (file: { fileName: string; type: string; data: Uint8Array | string }) =>
    server.as(staff, await multipartRequest(paths.visionImages.upload(), { file }));

  const storedImages = async () =>
    (await server.database.db.select({ rows: count() }).from(visionImages))[0]?.rows;

  it('answers the stored image with its thumbnail and type (chat-spec section 3, vision image)', () => {
    expect(uploaded).toEqual({
      visionImageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      blobFileName: 'image.jpg',
      thumbnailBlobFileName: 'thumbnail.webp',
      mimeType: 'image/jpeg',
    });
  });

  it('serves the image itself as base64 to its owner', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: paths.visionImages.base64(uploaded.visionImageId, uploaded.blobFileName),
    });
    expect(response.statusCode).toBe(200);
    const { base64Content, mimeType } = response.json();
    expect(mimeType).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(base64Content, 'base64')).metadata();
    expect({ width, height }).toEqual({ width: 800, height: 600 });
  });

  it(`serves a thumbnail made on the server, ${limits.visionThumbnailMaxSide} px on its longest side`, async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: paths.visionImages.base64(uploaded.visionImageId, uploaded.thumbnailBlobFileName),
    });
    const { base64Content, mimeType } = response.json();
    expect(mimeType).toBe('image/webp');
    const { width, height } = await sharp(Buffer.from(base64Content, 'base64')).metadata();
    expect({ width, height }).toEqual({ width: 256, height: 192 });
  });

  it("answers another user's image with 404, as if it did not exist", async () => {
    const response = await server.as(moderator, {
      method: 'GET',
      url: paths.visionImages.base64(uploaded.visionImageId, uploaded.blobFileName),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      `No image "${uploaded.visionImageId}" with a file "image.jpg" is yours.`,
    );
  });

  it('answers a file name the image does not have with 404', async () => {
    const response = await server.as(staff, {
      method: 'GET',
      url: paths.visionImages.base64(uploaded.visionImageId, '..%2F..%2Fkeys'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an anonymous upload and fetch with 401', async () => {
    const request = await multipartRequest(paths.visionImages.upload(), {
      file: { fileName: 'a.jpg', type: 'image/jpeg', data: await photo(10, 10) },
    });
    expect((await server.app.inject(request)).statusCode).toBe(401);
    const fetched = await server.app.inject({
      method: 'GET',
      url: paths.visionImages.base64(uploaded.visionImageId, uploaded.blobFileName),
    });
    expect(fetched.statusCode).toBe(401);
  });

  it('refuses an SVG called .png with 415 and stores nothing (its bytes decide, not its name)', async () => {
    const before = await storedImages();
    const response = await upload({
      fileName: 'logo.png',
      type: 'image/png',
      data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      '"logo.png" is not a PNG, JPEG, GIF or WebP image (its content says otherwise, whatever its name or declared type).',
    );
    expect(await storedImages()).toBe(before);
  });

  it(`refuses an image over ${limits.visionImageMaxBytes} bytes with 413 and stores nothing`, async () => {
    const before = await storedImages();
    const data = Buffer.alloc(limits.visionImageMaxBytes + 1);
    data.set([0xff, 0xd8, 0xff]);
    const response = await upload({ fileName: 'huge.jpg', type: 'image/jpeg', data });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      '"huge.jpg" is larger than 10 MB, the limit for an image.',
    );
    expect(await storedImages()).toBe(before);
  });

  it('refuses an image over the limit with the same 413 on a real connection', async () => {
    // A real socket delivers the body in pieces, so the limit trips while reading, not after.
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const data = new Uint8Array(limits.visionImageMaxBytes + 1);
    data.set([0xff, 0xd8, 0xff]);
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'image/jpeg' }), 'huge.jpg');
    const response = await fetch(`${address}${paths.visionImages.upload()}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await server.tokenFor(staff)}` },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      '"huge.jpg" is larger than 10 MB, the limit for an image.',
    );
  });

  it('refuses a form without a file in "file" with 400', async () => {
    const response = await server.as(
      staff,
      await multipartRequest(paths.visionImages.upload(), {
        image: { fileName: 'a.jpg', type: 'image/jpeg', data: await photo(10, 10) },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file is in the field "image"; send it in the field "file".',
    );
  });

  it('refuses a JSON body with 415, saying how to send an image', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: paths.visionImages.upload(),
      payload: { file: 'abc' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Send the image as multipart/form-data with the file in the field "file".',
    );
  });

  it('keeps the files under the data directory, away from the web root', () => {
    const folder = path.join(
      server.config.dataDir,
      'blobs',
      'vision-images',
      uploaded.visionImageId,
    );
    expect(existsSync(path.join(folder, 'image.jpg'))).toBe(true);
    expect(existsSync(path.join(folder, 'thumbnail.webp'))).toBe(true);
  });
});
