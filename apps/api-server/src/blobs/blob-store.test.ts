import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileBlobStore } from './blob-store';

describe('createFileBlobStore', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'parley-blobs-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('gives back the bytes stored under a key', async () => {
    const store = createFileBlobStore(root);
    await store.put('images/a/b.png', new Uint8Array([1, 2, 3]));
    expect(await store.get('images/a/b.png')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers undefined for a key with nothing stored', async () => {
    expect(await createFileBlobStore(root).get('missing.png')).toBeUndefined();
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(createFileBlobStore(root).get('../secret')).rejects.toThrow(
      'Blob key "../secret" is not a safe relative name.',
    );
  });
});
