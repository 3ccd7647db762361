import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSourcePaths } from '@parley/api-contract';
import {
  devToken,
  call,
  createLibrary,
  filesForm,
  meetingNotes,
  postgresDatabase,
  removeAfterwards,
  startServerProcess,
  stopServerProcesses,
  upload,
} from './test-support/server-process';

/**
 * Two servers on one PostgreSQL database share the library processing (issue 16): the jobs are
 * pg-boss's, in the database, so either server takes the next file, each file once. Only on
 * PostgreSQL (this file runs in `vitest.postgres.config.ts` alone): the embedded database belongs
 * to one server.
 */

afterAll(stopServerProcesses);

describe('two servers on one PostgreSQL database', () => {
  it(
    'share the processing of a library: both take files, each file is processed once',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-sharing-'));
      removeAfterwards(dataDir);
      // One data directory (the certificate, the uploaded files' blobs) as a shared volume would
      // give servers on several machines; one database.
      const env = {
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEV_SIGN_IN: 'on',
        DATABASE_URL: await postgresDatabase(),
      };
      const first = await startServerProcess(env);
      const second = await startServerProcess(env);
      const ca = await readFile(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
      const token = await devToken(ca, first.origin);
      const dataSourceId = await createLibrary(ca, first.origin, token, 'Shared');

      // Uploaded through the first server, whose worker hears of them at once, while the second
      // polls the queue every two seconds. Ten files of about a hundred chunks each usually keep
      // the first busy past the second's poll; on a machine fast enough to finish them first,
      // another ten follow, until both servers have taken files (at most five batches).
      const pids = [first.child.pid, second.child.pid].map((pid) => `(process ${pid})`);
      const processedBy = new Map<string, string[]>();
      for (let batch = 1; batch <= 5 && processedBy.size < 2; batch += 1) {
        const files = meetingNotes(`notes-${batch}`, 10);
        const uploaded = await upload(
          ca,
          `${first.origin}${dataSourcePaths.files(dataSourceId)}`,
          token,
          await filesForm(files),
        );
        expect(uploaded.status).toBe(201);
        await processedEverywhere(files);
      }
      expect(
        [...processedBy.keys()].map((server) => pids.find((pid) => server.endsWith(pid))).sort(),
        'the servers that processed files',
      ).toEqual([...pids].sort());

      /** Waits until `files` are Online as the second server lists them, then notes who processed each. */
      async function processedEverywhere(files: { fileName: string }[]) {
        // Read through the second server: it sees the same library.
        const listFiles = async () =>
          (
            JSON.parse(
              (
                await call(ca, `${second.origin}${dataSourcePaths.files(dataSourceId)}?top=100`, {
                  token,
                })
              ).body,
            ) as { items: { fileName: string; status: string }[] }
          ).items.filter((file) => files.some(({ fileName }) => fileName === file.fileName));
        let listed = await listFiles();
        while (
          listed.length < files.length ||
          listed.some((file) => file.status === 'Queued' || file.status === 'Processing')
        ) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          listed = await listFiles();
        }
        expect(listed.map((file) => file.status)).toEqual(files.map(() => 'Online'));

        for (const { fileName } of files) {
          const logs = JSON.parse(
            (
              await call(ca, `${first.origin}${dataSourcePaths.fileLogs(dataSourceId, fileName)}`, {
                token,
              })
            ).body,
          ) as { items: { message: string }[] };
          const starts = logs.items
            .map((entry) => /^Processing started on (.+)\.$/.exec(entry.message)?.[1])
            .filter((server) => server !== undefined);
          expect(starts, `${fileName} was processed once`).toHaveLength(1);
          expect(
            logs.items.filter((entry) => entry.message.startsWith('Indexed')),
            `${fileName} was indexed once`,
          ).toHaveLength(1);
          const server = starts[0] ?? '';
          processedBy.set(server, [...(processedBy.get(server) ?? []), fileName]);
        }
      }
    },
  );
});
