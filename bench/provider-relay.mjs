// Benchmark of what the API server costs per streamed answer (issue 19): a local fake
// OpenAI-compatible provider streams N small `chat.completion.chunk`s as fast as it can, and the
// same answer is read side by side in one run directly from the provider and through Parley (the
// built server, its agents' deployment pointed at the fake provider). It prints the figures of
// both, their ratios and PASS or FAIL per target. It builds nothing: run
// `pnpm --filter @parley/api-server build` first. It starts the built server on a free loopback
// port with a fresh data directory, and stops it when done.
//
//   node bench/provider-relay.mjs [--chunks 2000] [--answers 30] [--concurrent 100]
//                                 [--cpu-prof-dir /tmp/prof]  (a V8 CPU profile of the server)
//                                 [--postgres]  (the server on a throw-away PostgreSQL 15 cluster,
//                                                not its embedded PGlite; see tooling/postgres-cluster.mjs)
//
// Targets: median total time at most 1.5 times the direct read's (goal 1.2); first token within
// 5 ms of the direct read's; server CPU at most 15 µs per provider chunk; N concurrent answers
// within 2 times the direct wall time. Every answer read through Parley must equal the provider's.
// Server CPU is the server process's utime + stime (/proc/<pid>/stat, all threads) over the
// sequential answers through Parley, divided by the chunks they streamed. With --postgres the
// database's own CPU is spent in PostgreSQL's processes and is not counted.
import { readFileSync, rmSync } from 'node:fs';
import { createServer, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startPostgresCluster } from '../tooling/postgres-cluster.mjs';
import {
  freePort,
  freshDataDir,
  requireBuilt,
  serverEntry,
  startServer,
  stopServer,
} from './support/server.mjs';

const { values: options } = parseArgs({
  options: {
    chunks: { type: 'string', default: '2000' },
    answers: { type: 'string', default: '30' },
    concurrent: { type: 'string', default: '100' },
    'concurrent-rounds': { type: 'string', default: '3' },
    'cpu-prof-dir': { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const chunkCount = isMainThread ? Number(options.chunks) : workerData.chunkCount;
const answerCount = Number(options.answers);
const concurrentCount = Number(options.concurrent);
const concurrentRounds = Number(options['concurrent-rounds']);
const cpuProfDir = options['cpu-prof-dir'];
const usePostgres = options.postgres;

/** The seeded Parley Assistant (apps/api-server/src/db/seed/seed-data.ts), deployment "offline". */
const assistantAgentId = '00000000-0000-4000-8000-000000000401';
const seededDeployment = 'offline';
/** Answers each side reads before measuring, so that both are warmed up (JIT, connections). */
const warmUpAnswers = 10;
const benchTimeoutMs = 10 * 60 * 1000;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const clockTicksPerSecond = 100;

const targets = {
  totalRatio: 1.5,
  totalRatioGoal: 1.2,
  firstTokenExtraMs: 5,
  cpuPerChunkMicroseconds: 15,
  concurrentRatio: 2,
};

/** The text of chunk `index`: small, like a real token, and different each time. */
const chunkText = (index) => ` w${index}`;
const expectedAnswer = Array.from({ length: chunkCount }, (_, index) => chunkText(index)).join('');

/**
 * The fake provider: `POST /v1/chat/completions` answers every request with `chunkCount` SSE
 * chunks in the chat-completions streaming format, one write each, waiting only for the socket.
 * It runs in a worker thread (`startFakeProviderThread`): its write loop runs without yielding
 * while the socket takes the writes, and in the readers' thread it would hold back their reads,
 * so an answer through Parley would seem to reach its reader only once the provider had finished.
 */
function serveFakeProvider() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const created = Math.floor(Date.now() / 1000);
      const chunk = (delta, finishReason, extra = '') =>
        `data: {"id":"chatcmpl-bench","object":"chat.completion.chunk","created":${created},` +
        `"model":"bench-model","choices":[{"index":0,"delta":${JSON.stringify(delta)},` +
        `"finish_reason":${finishReason}}]${extra}}\n\n`;
      for (let index = 0; index < chunkCount; index += 1) {
        const delta =
          index === 0
            ? { role: 'assistant', content: chunkText(0) }
            : { content: chunkText(index) };
        if (!res.write(chunk(delta, 'null'))) {
          await new Promise((resolve) => res.once('drain', resolve));
        }
      }
      res.write(
        chunk(
          {},
          '"stop"',
          `,"usage":{"prompt_tokens":12,"completion_tokens":${chunkCount},"total_tokens":${chunkCount + 12}}`,
        ),
      );
      res.end('data: [DONE]\n\n');
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
}

/** Starts the fake provider's thread; resolves with its port and a function that stops it. */
function startFakeProviderThread() {
  const worker = new Worker(new URL(import.meta.url), { workerData: { chunkCount } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (port) => resolve({ port, stop: () => worker.terminate() }));
  });
}

/**
 * Reads a `text/event-stream` response frame by frame (frames end with a blank line); calls
 * `onFrame(frame)` for each and resolves when the response ends.
 */
async function readFrames(response, onFrame) {
  let buffer = '';
  response.setEncoding('utf8');
  for await (const chunk of response) {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      onFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
}

function post(requestFunction, options, body) {
  return new Promise((resolve, reject) => {
    const req = requestFunction({ method: 'POST', ...options }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

/** One answer read straight from the provider, as a minimal OpenAI-compatible client would. */
async function directAnswer(providerPort, agent) {
  const started = performance.now();
  const body = JSON.stringify({
    model: 'bench-model',
    stream: true,
    messages: [{ role: 'user', content: 'Tell me a long story.' }],
  });
  const response = await post(
    httpRequest,
    {
      host: '127.0.0.1',
      port: providerPort,
      path: '/v1/chat/completions',
      agent,
      headers: { 'content-type': 'application/json' },
    },
    body,
  );
  let firstToken;
  let text = '';
  await readFrames(response, (frame) => {
    const data = frame.slice('data: '.length);
    if (data === '[DONE]') return;
    const content = JSON.parse(data).choices[0]?.delta?.content;
    if (content) {
      firstToken ??= performance.now() - started;
      text += content;
    }
  });
  return { totalMs: performance.now() - started, firstTokenMs: firstToken, text };
}

/** One answer through Parley: a new conversation with the seeded assistant, read to its end. */
async function parleyAnswer(serverPort, agent, token) {
  const started = performance.now();
  const body = JSON.stringify({
    question: 'Tell me a long story.',
    session: { sessionIdentifier: 'bench' },
  });
  const response = await post(
    httpsRequest,
    {
      host: '127.0.0.1',
      servername: 'localhost',
      port: serverPort,
      path: `/api/internal/userConversations/byGptSystemId/${assistantAgentId}`,
      agent,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    },
    body,
  );
  if (response.statusCode !== 200) throw new Error(`Parley answered ${response.statusCode}`);
  let firstToken;
  let text = '';
  let events = 0;
  const names = [];
  await readFrames(response, (frame) => {
    events += 1;
    const newline = frame.indexOf('\n');
    const name = frame.slice('event: '.length, newline);
    if (names.at(-1) !== name) names.push(name);
    if (name === 'response-updated') {
      firstToken ??= performance.now() - started;
      text += JSON.parse(frame.slice(newline + 1 + 'data: '.length)).Text;
    }
  });
  return { totalMs: performance.now() - started, firstTokenMs: firstToken, text, events, names };
}

/** The documented order of a plain answer (ARCHITECTURE section 4), runs of an event as one. */
const expectedEventOrder = [
  'conversation-and-segment-id',
  'segment-answered-with-gpt-system',
  'response-updated',
  'response-model',
  'cosmos-db-session-tokens',
  'no-more-data',
].join(' ');

function checkParleyAnswer(answer) {
  if (answer.text !== expectedAnswer) {
    throw new Error(
      `The answer through Parley differs from the provider's (${answer.text.length} characters, expected ${expectedAnswer.length}).`,
    );
  }
  if (answer.names.join(' ') !== expectedEventOrder) {
    throw new Error(`Events out of order: ${answer.names.join(' ')}`);
  }
}

function checkDirectAnswer(answer) {
  if (answer.text !== expectedAnswer) throw new Error('The direct read lost text.');
}

/** CPU seconds (user + system, all threads) a process has used so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / clockTicksPerSecond;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

async function getToken(serverPort, agent) {
  const response = await post(
    httpsRequest,
    {
      host: '127.0.0.1',
      servername: 'localhost',
      port: serverPort,
      path: '/api/internal/authorization/Dev/GenerateToken',
      agent,
      headers: { 'content-type': 'application/json' },
    },
    JSON.stringify({ userName: 'admin@parley.local' }),
  );
  let text = '';
  for await (const chunk of response) text += chunk;
  if (response.statusCode !== 200) throw new Error(`Dev token: ${response.statusCode} ${text}`);
  return JSON.parse(text).n1AIToken;
}

async function main() {
  const provider = await startFakeProviderThread();
  const providerPort = provider.port;
  const dataDir = freshDataDir('provider-relay');
  const serverPort = await freePort();
  let server;
  let postgres;
  try {
    postgres = usePostgres ? await startPostgresCluster() : undefined;
    server = await startServer({
      dataDir,
      port: serverPort,
      env: {
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: seededDeployment,
            provider: 'openai-compatible',
            model: 'bench-model',
            baseURL: `http://127.0.0.1:${providerPort}/v1`,
            maxRetries: 0,
          },
        ]),
      },
      nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    });
    const ca = readFileSync(path.join(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
    const directAgent = new HttpAgent({ keepAlive: true, maxSockets: Infinity });
    const parleyAgent = new HttpsAgent({ ca, keepAlive: true, maxSockets: Infinity });
    const token = await getToken(serverPort, parleyAgent);

    console.log(
      `[bench] the server's database: ${postgres ? "PostgreSQL 15 (its CPU is not the server's)" : 'embedded PGlite'}`,
    );
    console.log(
      `[bench] ${chunkCount.toLocaleString('en')} chunks per answer; ${warmUpAnswers} warm-up answers each side, ` +
        `then ${answerCount} answers each side, alternating`,
    );
    for (let index = 0; index < warmUpAnswers; index += 1) {
      checkDirectAnswer(await directAnswer(providerPort, directAgent));
      checkParleyAnswer(await parleyAnswer(serverPort, parleyAgent, token));
    }
    const direct = [];
    const parley = [];
    let serverCpu = 0;
    for (let index = 0; index < answerCount; index += 1) {
      const answer = await directAnswer(providerPort, directAgent);
      checkDirectAnswer(answer);
      direct.push(answer);
      const cpuBefore = cpuSeconds(server.pid);
      const relayed = await parleyAnswer(serverPort, parleyAgent, token);
      serverCpu += cpuSeconds(server.pid) - cpuBefore;
      checkParleyAnswer(relayed);
      parley.push(relayed);
    }
    const directTotal = median(direct.map((answer) => answer.totalMs));
    const parleyTotal = median(parley.map((answer) => answer.totalMs));
    const directFirst = median(direct.map((answer) => answer.firstTokenMs));
    const parleyFirst = median(parley.map((answer) => answer.firstTokenMs));
    const parleyEvents = median(parley.map((answer) => answer.events));
    const cpuPerAnswerMs = (serverCpu * 1000) / answerCount;
    const cpuPerChunkUs = (cpuPerAnswerMs * 1000) / chunkCount;

    console.log(`[bench] direct: median total ${ms(directTotal)}, first token ${ms(directFirst)}`);
    console.log(
      `[bench] Parley: median total ${ms(parleyTotal)}, first token ${ms(parleyFirst)}, ` +
        `${parleyEvents} events per answer; server CPU ${ms(cpuPerAnswerMs)} per answer`,
    );

    const concurrentWall = async (one) => {
      const walls = [];
      for (let round = 0; round < concurrentRounds; round += 1) {
        const started = performance.now();
        await Promise.all(Array.from({ length: concurrentCount }, one));
        walls.push(performance.now() - started);
      }
      return median(walls);
    };
    const directWall = await concurrentWall(async () =>
      checkDirectAnswer(await directAnswer(providerPort, directAgent)),
    );
    const parleyWall = await concurrentWall(async () =>
      checkParleyAnswer(await parleyAnswer(serverPort, parleyAgent, token)),
    );
    console.log(
      `[bench] ${concurrentCount} concurrent answers (median of ${concurrentRounds} rounds): ` +
        `direct ${ms(directWall)}, Parley ${ms(parleyWall)}`,
    );

    const totalRatio = parleyTotal / directTotal;
    const firstTokenExtra = parleyFirst - directFirst;
    const concurrentRatio = parleyWall / directWall;
    console.log(
      `[bench] median total: ${totalRatio.toFixed(2)} x direct (target <= ${targets.totalRatio}, goal ${targets.totalRatioGoal}) ${verdict(totalRatio <= targets.totalRatio)}`,
    );
    console.log(
      `[bench] first token: ${firstTokenExtra >= 0 ? '+' : ''}${ms(firstTokenExtra)} on direct (target <= +${targets.firstTokenExtraMs} ms) ${verdict(firstTokenExtra <= targets.firstTokenExtraMs)}`,
    );
    console.log(
      `[bench] server CPU: ${cpuPerChunkUs.toFixed(1)} µs per provider chunk (target <= ${targets.cpuPerChunkMicroseconds} µs) ${verdict(cpuPerChunkUs <= targets.cpuPerChunkMicroseconds)}`,
    );
    console.log(
      `[bench] ${concurrentCount} concurrent: ${concurrentRatio.toFixed(2)} x direct wall time (target <= ${targets.concurrentRatio}) ${verdict(concurrentRatio <= targets.concurrentRatio)}`,
    );
    directAgent.destroy();
    parleyAgent.destroy();
  } finally {
    await stopServer(server);
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await provider.stop();
  }
}

if (isMainThread) {
  requireBuilt([[serverEntry, 'pnpm --filter @parley/api-server build']]);
  const timeout = setTimeout(() => {
    console.error(`[bench] stopped after ${benchTimeoutMs / 60000} minutes`);
    process.exit(1);
  }, benchTimeoutMs);
  timeout.unref();
  await main();
} else {
  serveFakeProvider();
}
