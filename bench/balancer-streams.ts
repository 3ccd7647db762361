// Benchmark of the scaled-out deployment (issue 21): streamed answers per second and the latency
// of their events through nginx in front of one, then two, instances of the built server on one
// PostgreSQL with blobs in an S3 emulator: the deployment the journeys run on
// (tooling/e2e-deployment.ts), started afresh for each instance count. It builds nothing: run
// `pnpm turbo run build` first. Needs Debian's postgresql and nginx (`npm test` installs them).
//
//   pnpm exec tsx bench/balancer-streams.ts [--streams 600] [--concurrency 150] [--tokens 100]
//                                           [--token-delay-ms 10] [--port 8990]
//
// Each configuration runs `streams` answers of `tokens` tokens, at most `concurrency` at once, from
// one Node client; it prints streams per second and the p50/p99 of the gap between consecutive text
// events, beyond the offline engine's own pause, then both configurations side by side.
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDeployment } from '../tooling/e2e-deployment';

const { values: options } = parseArgs({
  options: {
    streams: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '150' },
    tokens: { type: 'string', default: '100' },
    'token-delay-ms': { type: 'string', default: '10' },
    port: { type: 'string', default: '8990' },
  },
});
const streamCount = Number(options.streams);
const concurrency = Number(options.concurrency);
const tokensPerAnswer = Number(options.tokens);
const tokenDelayMs = Number(options['token-delay-ms']);
const port = Number(options.port);
/** Seeded (apps/api-server/src/db/seed/seed-data.ts). */
const assistantAgentId = '00000000-0000-4000-8000-000000000401';

interface Figures {
  instances: number;
  seconds: number;
  completed: number;
  failed: number;
  firstFailure?: string;
  streamsPerSecond: number;
  gapP50: number;
  gapP99: number;
  /** CPU seconds each instance spent on the measured streams. */
  instanceCpu: number[];
}

/** CPU seconds (user and system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5); after "pid (comm) " they are 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

function client(ca: string) {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: Infinity });
  const call = (method: string, url: string, body?: unknown, token?: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return { agent, call };
}

async function readAll(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}

/** One streamed answer through the balancer; records the gaps between its text events. */
async function oneStream(api: ReturnType<typeof client>, token: string, gaps: number[]) {
  const response = await api.call(
    'POST',
    `/api/internal/userConversations/byGptSystemId/${assistantAgentId}`,
    { question: `/demo long ${tokensPerAnswer}`, session: { sessionIdentifier: 'bench' } },
    token,
  );
  if (response.statusCode !== 200) {
    throw new Error(`stream answered ${response.statusCode}: ${await readAll(response)}`);
  }
  let buffer = '';
  let last: number | undefined;
  for await (const chunk of response) {
    buffer += String(chunk);
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.startsWith('event: response-updated')) {
        const now = performance.now();
        if (last !== undefined) gaps.push(Math.max(0, now - last - tokenDelayMs));
        last = now;
      }
    }
  }
}

async function measure(instances: number): Promise<Figures> {
  const workDir = path.join(tmpdir(), `parley-balancer-bench-${instances}`);
  console.log(`[bench] starting PostgreSQL, the S3 emulator, ${instances} instance(s) and nginx`);
  const deployment = await startDeployment({
    port,
    workDir,
    instanceCount: instances,
    env: { PARLEY_OFFLINE_TOKEN_DELAY_MS: String(tokenDelayMs), PARLEY_DEV_SIGN_IN: 'on' },
  });
  try {
    const api = client(readFileSync(deployment.certificatePath, 'utf8'));
    const tokenResponse = await api.call('POST', '/api/internal/authorization/Dev/GenerateToken', {
      userName: 'admin@parley.local',
    });
    const { n1AIToken: token } = JSON.parse(await readAll(tokenResponse)) as { n1AIToken: string };
    // Warm-up: the JIT and the connection pools of every instance, not measured.
    await Promise.all(Array.from({ length: instances * 10 }, () => oneStream(api, token, [])));

    const gaps: number[] = [];
    const cpuBefore = deployment.instances.map((instance) => cpuSeconds(instance.child.pid));
    let next = 0;
    let completed = 0;
    const failures: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < streamCount) {
          next += 1;
          try {
            await oneStream(api, token, gaps);
            completed += 1;
          } catch (error) {
            failures.push(String(error));
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const instanceCpu = deployment.instances.map(
      (instance, index) => cpuSeconds(instance.child.pid) - (cpuBefore[index] ?? 0),
    );
    api.agent.destroy();
    gaps.sort((a, b) => a - b);
    const figures: Figures = {
      instances,
      seconds,
      completed,
      failed: failures.length,
      firstFailure: failures[0],
      streamsPerSecond: completed / seconds,
      gapP50: percentile(gaps, 0.5),
      gapP99: percentile(gaps, 0.99),
      instanceCpu,
    };
    console.log(
      `[bench] ${instances} instance(s): ${completed} streams in ${seconds.toFixed(1)} s = ` +
        `${figures.streamsPerSecond.toFixed(1)} streams/s, ${failures.length} failed` +
        `${failures[0] ? ` (${failures[0]})` : ''}; event latency beyond the engine's pause: ` +
        `p50 ${figures.gapP50.toFixed(1)} ms, p99 ${figures.gapP99.toFixed(1)} ms; CPU per instance: ` +
        `${instanceCpu.map((cpu) => `${cpu.toFixed(1)} s`).join(', ')}`,
    );
    return figures;
  } finally {
    await deployment.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log(
  `[bench] ${streamCount} answers of ${tokensPerAnswer} tokens, ${concurrency} at once, the offline engine pausing ${tokenDelayMs} ms per token, ` +
    `on ${availableParallelism()} cores shared by the client, nginx, PostgreSQL and the instances`,
);
const one = await measure(1);
const two = await measure(2);
const rows = [
  ['', '1 instance', '2 instances', '2 / 1'],
  [
    'streams/s',
    one.streamsPerSecond.toFixed(1),
    two.streamsPerSecond.toFixed(1),
    (two.streamsPerSecond / one.streamsPerSecond).toFixed(2),
  ],
  ['p50 ms', one.gapP50.toFixed(1), two.gapP50.toFixed(1), (two.gapP50 / one.gapP50).toFixed(2)],
  ['p99 ms', one.gapP99.toFixed(1), two.gapP99.toFixed(1), (two.gapP99 / one.gapP99).toFixed(2)],
  ['failed', String(one.failed), String(two.failed), ''],
  [
    'CPU s',
    one.instanceCpu.map((cpu) => cpu.toFixed(1)).join(' '),
    two.instanceCpu.map((cpu) => cpu.toFixed(1)).join(' + '),
    '',
  ],
];
console.log('[bench] through nginx, side by side (latency: beyond the engine pause per event):');
for (const row of rows) console.log(`  ${row.map((cell) => cell.padStart(12)).join('')}`);
