// Starting the BUILT API server (apps/api-server/dist) for a bench: on a free loopback port (never
// the 8443/8543 others use), with a data directory of the bench's own, stopped when done.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = path.join(repoRoot, 'apps', 'api-server', 'dist', 'index.js');
/** What `startServer` allows the first start of a fresh data directory (migrations, seed). */
const READY_TIMEOUT_MS = 60_000;

/**
 * Exits with a message naming the build command when a build output a bench measures is missing:
 * benches build nothing. `outputs` is a list of `[path, command that builds it]`.
 */
export function requireBuilt(outputs) {
  for (const [built, command] of outputs) {
    if (!existsSync(built)) {
      console.error(`No ${path.relative(repoRoot, built)}: run "${command}" first.`);
      process.exit(1);
    }
  }
}

/** A new, empty data directory under the system's temporary folder. The caller removes it. */
export function freshDataDir(name) {
  return mkdtempSync(path.join(tmpdir(), `parley-${name}-`));
}

/** A loopback port no one listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server on `port` with `dataDir` and resolves with its child process once it
 * logs "Parley is ready" (migrations and seed done), or rejects with everything it printed when
 * it exits or is not ready within `readyTimeoutMs` (60 s). `env` adds or overrides server
 * variables; `nodeArgs` go to Node before the entry (e.g. `--cpu-prof`).
 */
export async function startServer({
  dataDir,
  port,
  env = {},
  nodeArgs = [],
  readyTimeoutMs = READY_TIMEOUT_MS,
}) {
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Benches mint tokens with the password-less Dev exchange, for automation only.
      PARLEY_DEV_SIGN_IN: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message only: a healthy server warns about Node 20 on start.
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (output.includes('Parley is ready')) return child;
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopServer(child);
  throw new Error(`The server did not become ready in ${readyTimeoutMs / 1000} s:\n${output}`);
}

/** Stops a server `startServer` started, and waits until it has exited (it releases its data). */
export async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `measure({ origin, port, dataDir })` against a server started on a free port with a fresh
 * data directory (`name` labels the directory), then stops the server and removes the directory,
 * whether `measure` succeeded or not. Resolves with what `measure` resolves with.
 */
export async function withFreshServer(name, measure, { env = {} } = {}) {
  const port = await freePort();
  const dataDir = freshDataDir(name);
  let server;
  try {
    server = await startServer({ dataDir, port, env });
    return await measure({ origin: `https://localhost:${port}`, port, dataDir });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The password the server generated for a seeded user at its first start (`idp/passwords.txt` in
 * its data directory, where the README sends a user who missed the start output).
 */
export function seededPassword(dataDir, userName) {
  const file = path.join(dataDir, 'idp', 'passwords.txt');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [name, password] = line.trim().split(/\s+/);
    if (name === userName && password) return password;
  }
  throw new Error(`${file} holds no password for ${userName}.`);
}

/**
 * A product token for a seeded user from the server's automation-only `Dev` identity provider,
 * through a Playwright `APIRequestContext` whose `baseURL` is the server.
 */
export async function devToken(api, userName) {
  const response = await api.post('/api/internal/authorization/Dev/GenerateToken', {
    data: { userName },
  });
  if (!response.ok()) throw new Error(`Dev token: ${response.status()} ${await response.text()}`);
  return (await response.json()).n1AIToken;
}
