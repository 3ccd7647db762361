import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataSourcePaths } from '@parley/api-contract';
import { seedIds } from './db/seed/seed-data';
import {
  devToken,
  eventReader,
  call,
  createLibrary,
  filesForm,
  killed,
  meetingNotes,
  postgresDatabase,
  removeAfterwards,
  startServerProcess,
  stopServerProcesses,
  upload,
} from './test-support/server-process';
import { onPostgres } from './test-support/test-database';

/**
 * The server as a real process, killed with SIGKILL in the middle of an answer and started again
 * on the same data: the answer must come back Interrupted with the text that had streamed, up to
 * its last checkpoint (ARCHITECTURE section 4: nothing the user saw is lost).
 */

afterAll(stopServerProcesses);

/**
 * The segment once it is no longer in flight: at once on the embedded database (the new process
 * is the only one), after the killed server's lease has run out on PostgreSQL (issue 21).
 */
async function interruptedSegment(
  ca: string,
  origin: string,
  token: string,
  conversationId: string,
  segmentId: string,
) {
  for (;;) {
    const conversation = JSON.parse(
      (await call(ca, `${origin}/api/internal/userConversations/${conversationId}`, { token }))
        .body,
    ) as { segments: { conversationSegmentId: string; status: string; answer: string }[] };
    const segment = conversation.segments.find(
      (candidate) => candidate.conversationSegmentId === segmentId,
    );
    if (onPostgres && (segment?.status === 'Streaming' || segment?.status === 'Pending')) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    return segment;
  }
}

describe('a server killed in the middle of an answer', () => {
  it(
    'keeps the streamed text up to its last checkpoint and shows the answer as Interrupted after a restart',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-crash-'));
      removeAfterwards(dataDir);
      const env = {
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEV_SIGN_IN: 'on',
        // About 50 tokens a second: several checkpoints pass before the kill.
        PARLEY_OFFLINE_TOKEN_DELAY_MS: '20',
        // On PostgreSQL the killed server's answers are Interrupted once its lease runs out.
        PARLEY_INSTANCE_LEASE_SECONDS: '3',
        ...(onPostgres ? { DATABASE_URL: await postgresDatabase() } : {}),
      };
      const first = await startServerProcess(env);
      const ca = await readFile(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
      const token = await devToken(ca, first.origin, 'staff@parley.local');

      // What the user saw arrive, and when.
      const arrived: { at: number; text: string }[] = [];
      let conversationId = '';
      let segmentId = '';
      let killAt = 0;
      const killing = new Promise<void>((resolveKill) => {
        void call(
          ca,
          `${first.origin}/api/internal/userConversations/byGptSystemId/${seedIds.agents.assistant}`,
          {
            method: 'POST',
            token,
            body: { question: '/demo long 5000', session: { sessionIdentifier: 'crash' } },
          },
          eventReader((event, data) => {
            if (event === 'conversation-and-segment-id') {
              conversationId = data.ConversationId ?? '';
              segmentId = data.ConversationSegmentId ?? '';
            }
            if (event === 'response-updated')
              arrived.push({ at: Date.now(), text: data.Text ?? '' });
            const streamingFor = arrived.length > 0 ? Date.now() - (arrived[0]?.at ?? 0) : 0;
            if (killAt === 0 && streamingFor > 4_000) {
              killAt = Date.now();
              void killed(first.child).then(resolveKill);
            }
          }),
        ).catch(() => undefined);
      });
      await killing;
      const streamed = arrived.map((piece) => piece.text).join('');
      // A checkpoint is written at most a second after text arrives; allow the machine slack.
      const surelyStored = arrived
        .filter((piece) => piece.at <= killAt - 2_500)
        .map((piece) => piece.text)
        .join('');
      expect(surelyStored.length).toBeGreaterThan(0);

      const second = await startServerProcess(env);
      const segment = await interruptedSegment(ca, second.origin, token, conversationId, segmentId);
      expect(segment?.status).toBe('Interrupted');
      const stored = segment?.answer ?? '';
      expect(streamed.startsWith(stored), 'the stored answer is what streamed, no more').toBe(true);
      expect(stored.length).toBeGreaterThanOrEqual(surelyStored.length);
      await killed(second.child);
    },
  );
});

describe('a server killed while library files are processing', () => {
  it(
    'processes every file after a restart: the queued ones and the one it was in the middle of',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-crash-library-'));
      removeAfterwards(dataDir);
      const env = {
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEV_SIGN_IN: 'on',
        ...(onPostgres ? { DATABASE_URL: await postgresDatabase() } : {}),
      };
      const first = await startServerProcess(env);
      const ca = await readFile(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
      const token = await devToken(ca, first.origin);
      const dataSourceId = await createLibrary(ca, first.origin, token, 'Archive');
      // Eight files of about a hundred chunks each: the kill comes as the first is Online, while the
      // others wait or are being processed.
      const files = meetingNotes('minutes', 8);
      const uploaded = await upload(
        ca,
        `${first.origin}${dataSourcePaths.files(dataSourceId)}`,
        token,
        await filesForm(files),
      );
      expect(uploaded.status).toBe(201);

      type Listed = { fileName: string; status: string };
      const listFiles = async (origin: string) =>
        (
          JSON.parse(
            (await call(ca, `${origin}${dataSourcePaths.files(dataSourceId)}?top=50`, { token }))
              .body,
          ) as { items: Listed[] }
        ).items;
      let atKill: Listed[] = [];
      for (;;) {
        atKill = await listFiles(first.origin);
        if (atKill.some((file) => file.status === 'Online')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await killed(first.child);
      const restartAt = new Date();
      const unfinished = atKill.filter((file) => file.status !== 'Online');
      expect(
        unfinished.length,
        'files still to process when the server was killed',
      ).toBeGreaterThan(0);

      const second = await startServerProcess(env);
      let afterRestart: Listed[] = [];
      for (;;) {
        afterRestart = await listFiles(second.origin);
        if (afterRestart.every((file) => file.status === 'Online' || file.status === 'Error'))
          break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(afterRestart.map((file) => file.status)).toEqual(files.map(() => 'Online'));
      // A file being processed at the kill either finished before the kill (one start, one
      // "Indexed", both from the first server) or was cut off and started again by the second
      // server (two starts, one "Indexed"). A claim and its log line, and the chunks and theirs,
      // are written together, so no other log is possible.
      for (const { fileName } of atKill.filter((file) => file.status === 'Processing')) {
        const logs = JSON.parse(
          (
            await call(ca, `${second.origin}${dataSourcePaths.fileLogs(dataSourceId, fileName)}`, {
              token,
            })
          ).body,
        ) as { items: { at: string; message: string }[] };
        const starts = logs.items
          .filter((entry) => entry.message.startsWith('Processing started'))
          .map((entry) => new Date(entry.at));
        const indexed = logs.items
          .filter((entry) => entry.message.startsWith('Indexed'))
          .map((entry) => new Date(entry.at));
        expect(indexed, `${fileName} was indexed once`).toHaveLength(1);
        if (starts.length === 1) {
          expect(
            indexed.every((at) => at < restartAt),
            `${fileName} finished before the kill`,
          ).toBe(true);
        } else {
          expect(starts, `${fileName} was started again`).toHaveLength(2);
          expect(
            starts.some((at) => at > restartAt),
            `${fileName} restarted after the restart`,
          ).toBe(true);
        }
      }
      await killed(second.child);
    },
  );
});
