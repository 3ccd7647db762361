import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../test-support/local-s3';
import type { LocalS3 } from '../test-support/local-s3';
import { createFileBlobStore } from './blob-store';
import type { BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';
import type { S3BlobStore } from './s3-blob-store';

/** What `open` gives for the key: the size it announced and the bytes its stream carried. */
async function readOpened(store: BlobStore, key: string) {
  const opened = await store.open(key);
  return opened && { size: opened.size, bytes: await buffer(opened.body) };
}

interface StoreUnderTest {
  store: BlobStore;
  stop(): Promise<void>;
}

async function fileStore(scratch: string): Promise<StoreUnderTest> {
  return { store: createFileBlobStore(path.join(scratch, 'blobs')), stop: async () => undefined };
}

async function s3Store(scratch: string): Promise<StoreUnderTest> {
  const local = await startLocalS3({ directory: path.join(scratch, 's3') });
  const store = createS3BlobStore({
    bucket: local.bucket,
    endpoint: local.endpoint,
    region: 'us-east-1',
    prefix: 'parley/',
    credentials: { accessKeyId: local.accessKeyId, secretAccessKey: local.secretAccessKey },
  });
  return {
    store,
    async stop() {
      store.close();
      await local.stop();
    },
  };
}

describe.each([
  { name: 'the data directory', start: fileStore },
  { name: 'S3-compatible object storage', start: s3Store },
])('blobs in $name', ({ start }) => {
  let scratch: string;
  let underTest: StoreUnderTest;
  const store = () => underTest.store;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'parley-blobs-'));
    underTest = await start(scratch);
  });
  afterAll(async () => {
    await underTest.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('gives back the bytes stored under a key', async () => {
    await store().put('images/a/b.png', new Uint8Array([1, 2, 3]));
    expect(await store().get('images/a/b.png')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('opens a stream of the stored bytes with their size', async () => {
    const data = new Uint8Array(300_000).map((_, index) => index % 251);
    await store().put('attachments/large/file', data);
    const opened = await readOpened(store(), 'attachments/large/file');
    expect(opened?.size).toBe(300_000);
    // Compared as buffers: a deep equality of 300,000 numbers takes seconds.
    expect(opened?.bytes.equals(data)).toBe(true);
  });

  it('opens an empty file with size 0', async () => {
    await store().put('empty/file', new Uint8Array());
    expect(await readOpened(store(), 'empty/file')).toEqual({ size: 0, bytes: Buffer.alloc(0) });
  });

  it('answers undefined for a key with nothing stored, to get and to open', async () => {
    expect(await store().get('missing.png')).toBeUndefined();
    expect(await store().open('missing/file.png')).toBeUndefined();
  });

  it('replaces the bytes when a key is stored again', async () => {
    await store().put('brands/x/logo.svg', new TextEncoder().encode('first, longer'));
    await store().put('brands/x/logo.svg', new TextEncoder().encode('second'));
    expect(new TextDecoder().decode(await store().get('brands/x/logo.svg'))).toBe('second');
    expect(await readOpened(store(), 'brands/x/logo.svg')).toEqual({
      size: 6,
      bytes: Buffer.from('second'),
    });
  });

  it('deletes what is stored, and deleting nothing is no error', async () => {
    await store().put('generated/one.png', new Uint8Array([9]));
    await store().delete('generated/one.png');
    expect(await store().get('generated/one.png')).toBeUndefined();
    expect(await store().open('generated/one.png')).toBeUndefined();
    await expect(store().delete('generated/one.png')).resolves.toBeUndefined();
  });

  it('refuses a key that would leave its folder', async () => {
    const refusal = 'Blob key "../secret" is not a safe relative name.';
    await expect(store().get('../secret')).rejects.toThrow(refusal);
    await expect(store().open('../secret')).rejects.toThrow(refusal);
    await expect(store().put('../secret', new Uint8Array([1]))).rejects.toThrow(refusal);
    await expect(store().delete('../secret')).rejects.toThrow(refusal);
    await expect(store().get('/absolute')).rejects.toThrow('is not a safe relative name');
  });
});

describe('S3-compatible object storage', () => {
  let scratch: string;
  let local: LocalS3;
  const stores: S3BlobStore[] = [];
  const storeFor = (bucket: string) => {
    const store = createS3BlobStore({
      bucket,
      endpoint: local.endpoint,
      region: 'us-east-1',
      prefix: 'parley/',
      credentials: { accessKeyId: local.accessKeyId, secretAccessKey: local.secretAccessKey },
    });
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'parley-s3-'));
    local = await startLocalS3({ directory: scratch });
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await local.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('keeps every key under the prefix in the bucket', async () => {
    await storeFor(local.bucket).put('avatars/agent/image', new Uint8Array([7]));
    const unprefixed = createS3BlobStore({
      bucket: local.bucket,
      endpoint: local.endpoint,
      region: 'us-east-1',
      prefix: '',
      credentials: { accessKeyId: local.accessKeyId, secretAccessKey: local.secretAccessKey },
    });
    stores.push(unprefixed);
    expect(await unprefixed.get('parley/avatars/agent/image')).toEqual(new Uint8Array([7]));
    expect(await unprefixed.get('avatars/agent/image')).toBeUndefined();
  });

  it('finds the bucket reachable, and names the bucket and endpoint of one that is not', async () => {
    await expect(storeFor(local.bucket).assertReachable()).resolves.toBeUndefined();
    await expect(storeFor('no-such-bucket').assertReachable()).rejects.toThrow(
      `Object storage bucket "no-such-bucket" under "parley/" at ${local.endpoint} cannot be reached (PARLEY_S3_BUCKET, PARLEY_S3_ENDPOINT, PARLEY_S3_REGION): the bucket does not exist.`,
    );
  });
});
