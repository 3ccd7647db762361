import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where files live (generated images, brand assets, later uploads). The default keeps them under
 * the data directory; a scaled-out deployment swaps in an S3-compatible store behind the same shape.
 */
export interface BlobStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes what is stored under the key; nothing stored is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated names the server builds itself; anything that could climb out is refused. */
function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key)) {
    throw new Error(`Blob key "${key}" is not a safe relative name.`);
  }
}

export function createFileBlobStore(root: string): BlobStore {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return new Uint8Array(await readFile(path.join(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}
