import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as they arrive, and how many there are. */
export interface OpenedBlob {
  body: Readable;
  /** The size in bytes (the file's, or the object's Content-Length). */
  size: number;
}

/**
 * Where files live (vision images, attachments, generated images, library files, brand assets,
 * avatars): under the data directory (`createFileBlobStore`), or in an S3-compatible bucket
 * (`createS3BlobStore`) when several servers share them.
 */
export interface BlobStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The whole bytes, or undefined when nothing is stored under the key (for the server's own reading). */
  get(key: string): Promise<Uint8Array | undefined>;
  /** The bytes as a stream with their size, or undefined when nothing is stored (for downloads). */
  open(key: string): Promise<OpenedBlob | undefined>;
  /** Removes what is stored under the key; nothing stored is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are slash-separated names the server builds itself; anything that could climb out is refused. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key)) {
    throw new Error(`Blob key "${key}" is not a safe relative name.`);
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(key) {
      assertSafeKey(key);
      try {
        // The size of the file opened, not of whatever a later put renames over it.
        const handle = await open(path.join(root, key));
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}
