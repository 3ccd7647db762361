import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3-compatible store (s3rver, files under `directory`) with one bucket, for tests of the
 * server's object storage. Nothing here depends on a test runner, so a Playwright global setup can
 * start one for several servers: give them `PARLEY_S3_ENDPOINT`, `PARLEY_S3_BUCKET`,
 * `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` from what this resolves with.
 */
export interface LocalS3 {
  /** `http://127.0.0.1:{port}`, addressed path-style. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the store; the files stay in the directory. */
  stop(): Promise<void>;
}

export interface LocalS3Options {
  /** Where the store keeps its buckets. */
  directory: string;
  /** Unset or 0: any free port. */
  port?: number;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}

type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver is CommonJS without types; required from here so any importer finds it.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

const bucket = 'parley-blobs';
// s3rver's fixed keys: it checks every request's signature with them.
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    async stop() {
      const closed = server.close();
      // Clients keep their connections alive; close would otherwise wait for them.
      server.httpServer.closeAllConnections();
      await closed;
    },
  };
}
