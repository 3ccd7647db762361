import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIds } from './db/seed/seed-data';
import {
  call,
  devToken,
  eventReader,
  postgresDatabase,
  removeAfterwards,
  startServerProcess,
  stopServerProcesses,
} from './test-support/server-process';

/**
 * Several server instances on one PostgreSQL database (issue 21): a server starting beside
 * another must not take the other's answers in flight for a dead process's. (The answers of a
 * killed server becoming Interrupted once its lease runs out: `crash-recovery.test.ts`.)
 */

afterAll(stopServerProcesses);

describe('a server starting beside another on one database', () => {
  it(
    "leaves the other's answer streaming, through the lease renewals that sweep for dead servers' answers",
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-instances-'));
      removeAfterwards(dataDir);
      const env = {
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEV_SIGN_IN: 'on',
        PARLEY_OFFLINE_TOKEN_DELAY_MS: '20',
        PARLEY_INSTANCE_LEASE_SECONDS: '3',
        DATABASE_URL: await postgresDatabase(),
      };
      const first = await startServerProcess(env);
      const ca = await readFile(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
      const token = await devToken(ca, first.origin, 'staff@parley.local');

      let ids = { conversationId: '', segmentId: '' };
      let resolveStreaming = () => {};
      const streaming = new Promise<void>((resolve) => (resolveStreaming = resolve));
      const leaving = new AbortController();
      const answer = call(
        ca,
        `${first.origin}/api/internal/userConversations/byGptSystemId/${seedIds.agents.assistant}`,
        {
          method: 'POST',
          token,
          // About 10,000 tokens at 50 a second: still streaming while the second server starts,
          // renews its lease and sweeps several times; the user leaves before the end.
          body: { question: '/demo long 10000', session: { sessionIdentifier: 'instances' } },
          signal: leaving.signal,
        },
        eventReader((event, data) => {
          if (event === 'conversation-and-segment-id') {
            ids = {
              conversationId: data.ConversationId ?? '',
              segmentId: data.ConversationSegmentId ?? '',
            };
          }
          if (event === 'response-updated') resolveStreaming();
        }),
      );
      await streaming;

      const second = await startServerProcess(env);
      const statusSeenBySecond = async () => {
        const conversation = JSON.parse(
          (
            await call(
              ca,
              `${second.origin}/api/internal/userConversations/${ids.conversationId}`,
              {
                token,
              },
            )
          ).body,
        ) as { segments: { conversationSegmentId: string; status: string; answer: string }[] };
        return conversation.segments.find(
          (segment) => segment.conversationSegmentId === ids.segmentId,
        );
      };
      // Checkpoints store the answer about once a second, and the second server renews its
      // 3 s lease and sweeps once a second: while five checkpoints land, it sweeps several times.
      let checkpoints = 0;
      let stored = '';
      while (checkpoints < 5) {
        const seen = await statusSeenBySecond();
        expect(seen?.status).toBe('Streaming');
        if ((seen?.answer.length ?? 0) > stored.length) {
          checkpoints += 1;
          stored = seen?.answer ?? '';
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      leaving.abort();
      await answer.catch(() => undefined);
      let ended = await statusSeenBySecond();
      while (ended?.status === 'Streaming') ended = await statusSeenBySecond();
      expect(ended?.status).toBe('Stopped');
    },
  );
});
