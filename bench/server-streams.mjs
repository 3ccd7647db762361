// Benchmark of the API server: N concurrent streamed answers from the offline engine, and the
// conversation list of a user with 10,000 conversations. It builds nothing: run
// `pnpm --filter @parley/api-server build` first. It starts the built server on a free loopback
// port with a fresh data directory, prints its figures and stops the server.
//
//   node bench/server-streams.mjs [--streams 1000] [--tokens 100] [--token-delay-ms 20]
//                                [--cpu-prof-dir /tmp/prof]  (a V8 CPU profile of the measured server)
//
// Targets (issue 3): 1,000 concurrent streams in one process with p99 under 50 ms; list p95 under 20 ms.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiClient } from './support/api.mjs';
import {
  freePort,
  freshDataDir,
  repoRoot,
  requireBuilt,
  serverEntry,
  startServer,
  stopServer,
} from './support/server.mjs';

const serverDir = path.join(repoRoot, 'apps', 'api-server');
requireBuilt([[serverEntry, 'pnpm --filter @parley/api-server build']]);
const { values: options } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    tokens: { type: 'string', default: '100' },
    'token-delay-ms': { type: 'string', default: '20' },
    conversations: { type: 'string', default: '10000' },
    'list-requests': { type: 'string', default: '300' },
    'cpu-prof-dir': { type: 'string' },
  },
});
const streamCount = Number(options.streams);
const tokensPerAnswer = Number(options.tokens);
const tokenDelayMs = Number(options['token-delay-ms']);
const conversationCount = Number(options.conversations);
const listRequests = Number(options['list-requests']);
const cpuProfDir = options['cpu-prof-dir'];

/** Seeded ids (apps/api-server/src/db/seed/seed-data.ts). */
const adminUserId = '00000000-0000-4000-8000-000000000201';
const assistantAgentId = '00000000-0000-4000-8000-000000000401';
/** Nothing here may run for ever. */
const benchTimeoutMs = 10 * 60 * 1000;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** The server on the bench's data directory; with `profile`, under V8's CPU profiler. */
function startBenchServer(dataDir, port, { profile = false } = {}) {
  return startServer({
    dataDir,
    port,
    env: { PARLEY_OFFLINE_TOKEN_DELAY_MS: String(tokenDelayMs) },
    nodeArgs: profile && cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  });
}

/** Seeds the conversations straight into the stopped server's PGlite database. */
async function seedConversations(dataDir) {
  const require = createRequire(path.join(serverDir, 'package.json'));
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  await db.query(
    `insert into conversations (owner_user_id, gpt_system_id, title, session_identifier, brand_key, created_at)
     select $1, $2, 'Benchmark conversation ' || n, 'bench', 'default',
            now() - (n || ' seconds')::interval
       from generate_series(1, $3::int) as n`,
    [adminUserId, assistantAgentId, conversationCount],
  );
  await db.query('analyze conversations');
  await db.close();
}

/** Requests before measuring, so that the figures are of a warmed-up server (JIT, caches). */
const warmUpRequests = 50;

async function measureList(api, token) {
  for (let index = 0; index < warmUpRequests; index += 1) {
    await api.json('GET', '/api/internal/userConversations', { token });
  }
  const timings = [];
  let continuationToken = null;
  for (let index = 0; index < listRequests; index += 1) {
    // Mostly first pages (what the sidebar loads), every fifth one the next page down.
    const query =
      index % 5 === 4 && continuationToken ? `?continuationToken=${continuationToken}` : '';
    const started = performance.now();
    const page = await api.json('GET', `/api/internal/userConversations${query}`, { token });
    timings.push(performance.now() - started);
    continuationToken = page.continuationToken ?? null;
  }
  return timings.sort((a, b) => a - b);
}

/** One streamed answer; records the gap between consecutive events as they arrive. */
async function oneStream(api, token, gaps, counts) {
  const response = await api.call(
    'POST',
    `/api/internal/userConversations/byGptSystemId/${assistantAgentId}`,
    {
      token,
      body: { question: `/demo long ${tokensPerAnswer}`, session: { sessionIdentifier: 'bench' } },
    },
  );
  if (response.statusCode !== 200) throw new Error(`stream answered ${response.statusCode}`);
  let buffer = '';
  let last;
  for await (const chunk of response) {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const now = performance.now();
      if (frame.startsWith('event: response-updated')) {
        if (last !== undefined) gaps.push(now - last);
        last = now;
      }
      counts.events += 1;
    }
  }
  counts.completed += 1;
}

async function main() {
  const dataDir = freshDataDir('bench');
  const port = await freePort();
  let server;
  try {
    console.log(`[bench] first start on a fresh data directory (migrations and seed)`);
    server = await startBenchServer(dataDir, port);
    await stopServer(server);
    console.log(
      `[bench] seeding ${conversationCount.toLocaleString('en')} conversations for one user`,
    );
    await seedConversations(dataDir);
    server = await startBenchServer(dataDir, port, { profile: true });
    const ca = readFileSync(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
    const api = apiClient(port, ca);
    const { n1AIToken: token } = await api.json(
      'POST',
      '/api/internal/authorization/Dev/GenerateToken',
      {
        body: { userName: 'admin@parley.local' },
      },
    );

    const list = await measureList(api, token);
    console.log(
      `[bench] conversation list, ${conversationCount.toLocaleString('en')} conversations, ${listRequests} requests: ` +
        `p50 ${ms(percentile(list, 0.5))}, p95 ${ms(percentile(list, 0.95))} (target p95 < 20 ms)`,
    );

    console.log(
      `[bench] ${streamCount} concurrent streams of ${tokensPerAnswer} tokens, the offline engine pausing ${tokenDelayMs} ms per token`,
    );
    const gaps = [];
    const counts = { events: 0, completed: 0 };
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: streamCount }, () => oneStream(api, token, gaps, counts)),
    );
    const seconds = (performance.now() - started) / 1000;
    const failed = results.filter((result) => result.status === 'rejected');
    gaps.sort((a, b) => a - b);
    const added = gaps.map((gap) => Math.max(0, gap - tokenDelayMs));
    console.log(
      `[bench] ${counts.completed} streams completed, ${failed.length} failed${failed[0] ? ` (${failed[0].reason})` : ''}; ` +
        `${counts.events.toLocaleString('en')} events in ${seconds.toFixed(1)} s = ${Math.round(counts.events / seconds).toLocaleString('en')} events/s`,
    );
    console.log(
      `[bench] per-event latency (gap between text events; the engine itself waits ${tokenDelayMs} ms): ` +
        `p50 ${ms(percentile(gaps, 0.5))}, p99 ${ms(percentile(gaps, 0.99))}; ` +
        `added by the server beyond the engine's pause: p50 ${ms(percentile(added, 0.5))}, p99 ${ms(percentile(added, 0.99))} (target p99 < 50 ms)`,
    );
    api.agent.destroy();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const timeout = setTimeout(() => {
  console.error(`[bench] stopped after ${benchTimeoutMs / 60000} minutes`);
  process.exit(1);
}, benchTimeoutMs);
timeout.unref();
await main();
