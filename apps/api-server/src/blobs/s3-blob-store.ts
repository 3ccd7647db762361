import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './blob-store';
import type { BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  /** Any S3-compatible store's URL (addressed path-style); unset: AWS S3 in the region. */
  endpoint: string | undefined;
  region: string;
  /** Put before every key, e.g. `parley/`; empty for none. */
  prefix: string;
  /**
   * Explicit keys, for tests against a local store; the server leaves them unset, so the AWS
   * SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, profiles, roles) supplies them.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3BlobStore extends BlobStore {
  /** Fails with a message naming the bucket and the endpoint when the bucket cannot be reached. */
  assertReachable(): Promise<void>;
  /** Closes the client's connections. */
  close(): void;
}

/** Where the blobs go, for the start output: never the credentials. */
export function describeS3Location(
  options: Pick<S3BlobStoreOptions, 'bucket' | 'endpoint' | 'region' | 'prefix'>,
) {
  const where = options.endpoint ?? `AWS S3 (${options.region})`;
  return `bucket "${options.bucket}"${options.prefix ? ` under "${options.prefix}"` : ''} at ${where}`;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

function reachabilityProblem(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404) return 'the bucket does not exist';
    if (status === 403 || status === 401) {
      return 'access was refused (check the credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or a role)';
    }
    return `${error.name}${status ? ` (HTTP ${status})` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function createS3BlobStore(options: S3BlobStoreOptions): S3BlobStore {
  const { bucket, endpoint, region, prefix } = options;
  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the
    // trailing checksums the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const getObject = async (key: string): Promise<GetObjectCommandOutput | undefined> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.byteLength,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body && (await object.Body.transformToByteArray());
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return undefined;
      // In Node the SDK's body is the response's IncomingMessage.
      const body = object.Body as Readable;
      if (object.ContentLength === undefined) {
        body.destroy();
        throw new Error(`Object storage answered "${key}" without its Content-Length.`);
      }
      return { body, size: object.ContentLength };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async assertReachable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(
          `Object storage ${describeS3Location(options)} cannot be reached (PARLEY_S3_BUCKET, PARLEY_S3_ENDPOINT, PARLEY_S3_REGION): ${reachabilityProblem(error)}.`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
