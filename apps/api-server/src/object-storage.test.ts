import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@parley/api-contract';
import type { AttachmentReference, VisionImageReference } from '@parley/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3BlobStore } from './blobs/s3-blob-store';
import type { S3BlobStore } from './blobs/s3-blob-store';
import { loadConfig } from './config';
import { seedBrands } from './db/seed/seed-data';
import { buildServer } from './server';
import { startLocalS3 } from './test-support/local-s3';
import type { LocalS3 } from './test-support/local-s3';
import { openTestDatabase } from './test-support/test-database';
import { seededUsers, startTestServer } from './test-support/test-server';
import type { TestServer } from './test-support/test-server';
import { multipartRequest } from './test-support/upload-test-support';

const { staff } = seededUsers;
const prefix = 'parley/';

describe('a server storing blobs in S3-compatible object storage', () => {
  let scratch: string;
  let local: LocalS3;
  let server: TestServer;
  let bucket: S3BlobStore;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'parley-object-storage-'));
    local = await startLocalS3({ directory: scratch });
    // The server takes its credentials from the AWS SDK's default chain, as in production.
    vi.stubEnv('AWS_ACCESS_KEY_ID', local.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', local.secretAccessKey);
    server = await startTestServer({
      env: {
        PARLEY_S3_BUCKET: local.bucket,
        PARLEY_S3_ENDPOINT: local.endpoint,
        PARLEY_S3_PREFIX: prefix,
      },
    });
    bucket = createS3BlobStore({
      bucket: local.bucket,
      endpoint: local.endpoint,
      region: 'us-east-1',
      prefix,
      credentials: { accessKeyId: local.accessKeyId, secretAccessKey: local.secretAccessKey },
    });
  });
  afterAll(async () => {
    bucket.close();
    await server.close();
    vi.unstubAllEnvs();
    await local.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('stores an uploaded attachment in the bucket, not the data directory, and serves it back byte-identical', async () => {
    const guide = '# Parking\n\nVisitors park on level 2. Ünïcödé stays intact.\n';
    const uploaded = await server.as(
      staff,
      await multipartRequest(paths.attachments.upload(), {
        file: { fileName: 'parking.md', type: 'text/markdown', data: guide },
        attachmentType: 'FileSearch',
        context: 'Conversation',
      }),
    );
    expect(uploaded.statusCode).toBe(200);
    const { attachmentId } = uploaded.json<AttachmentReference>();
    const stored = await bucket.get(`attachments/${attachmentId}/file`);
    expect(Buffer.from(stored ?? []).toString('utf8')).toBe(guide);
    expect(existsSync(path.join(server.config.dataDir, 'blobs'))).toBe(false);

    const served = await server.as(staff, {
      method: 'GET',
      url: paths.attachments.base64(attachmentId),
    });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.json().base64Content, 'base64').toString('utf8')).toBe(guide);
  });

  it('stores an uploaded vision image and its thumbnail in the bucket, and serves the image byte-identical', async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await server.as(
      staff,
      await multipartRequest(paths.visionImages.upload(), {
        file: { fileName: 'whiteboard.jpg', type: 'image/jpeg', data: photo },
      }),
    );
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json<VisionImageReference>();
    const key = `vision-images/${image.visionImageId}`;
    expect(Buffer.from((await bucket.get(`${key}/image.jpg`)) ?? []).equals(photo)).toBe(true);
    expect((await bucket.open(`${key}/thumbnail.webp`))?.size).toBeGreaterThan(0);

    const served = await server.as(staff, {
      method: 'GET',
      url: paths.visionImages.base64(image.visionImageId, image.blobFileName),
    });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.json().base64Content, 'base64').equals(photo)).toBe(true);
  });

  it('seeds the brand files into the bucket and streams them from it with their length', async () => {
    const logo = seedBrands[0]?.files['logo.svg'] ?? '';
    expect(Buffer.from((await bucket.get('brands/default/logo.svg')) ?? []).toString()).toBe(logo);
    const served = await server.app.inject({
      method: 'GET',
      url: '/api/internal/brands/default/files/logo.svg',
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(Buffer.byteLength(logo)));
    expect(served.body).toBe(logo);
  });

  it('refuses to start when the bucket cannot be reached, naming it and the endpoint', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-object-storage-missing-'));
    const database = await openTestDatabase();
    const app = await buildServer(
      loadConfig({
        PARLEY_DATA_DIR: dataDir,
        PARLEY_APPS_DIR: dataDir,
        PARLEY_S3_BUCKET: 'no-such-bucket',
        PARLEY_S3_ENDPOINT: local.endpoint,
      }),
      { database, logger: false },
    );
    await expect(app.parleyReady).rejects.toThrow(
      `Object storage bucket "no-such-bucket" at ${local.endpoint} cannot be reached (PARLEY_S3_BUCKET, PARLEY_S3_ENDPOINT, PARLEY_S3_REGION): the bucket does not exist.`,
    );
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
