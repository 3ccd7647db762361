import path from 'node:path';
import type { ServerConfig } from '../config';
import { createFileBlobStore } from './blob-store';
import type { BlobStore } from './blob-store';

export interface OpenedBlobStore {
  blobs: BlobStore;
  /** Where blobs go, for the start output (no credentials). */
  where: string;
  close(): void;
}

/**
 * The configured blob store: the bucket when `PARLEY_S3_BUCKET` is set, checked reachable now so a
 * wrong bucket, endpoint or credential stops the start instead of the first upload; otherwise
 * `{dataDir}/blobs`.
 */
export async function openBlobStore(config: ServerConfig): Promise<OpenedBlobStore> {
  if (!config.objectStorage) {
    const root = path.join(config.dataDir, 'blobs');
    return { blobs: createFileBlobStore(root), where: root, close: () => undefined };
  }
  // Loaded only here: a server without object storage never loads the AWS SDK (nor prints its
  // warnings at start).
  const { createS3BlobStore, describeS3Location } = await import('./s3-blob-store');
  const store = createS3BlobStore(config.objectStorage);
  try {
    await store.assertReachable();
  } catch (error) {
    store.close();
    throw error;
  }
  return {
    blobs: store,
    where: `object storage, ${describeS3Location(config.objectStorage)}`,
    close: () => store.close(),
  };
}
