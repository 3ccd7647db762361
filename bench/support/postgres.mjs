// A throw-away PostgreSQL cluster for a bench that measures the server on PostgreSQL instead of
// its embedded PGlite (`DATABASE_URL`): Debian's PostgreSQL 15 (`apt-get install -y postgresql`),
// initdb into a temporary folder, started on a free loopback port, removed when stopped. Like the
// test clusters (apps/api-server/src/test-support/postgres-cluster.ts) it runs with fsync off.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

const binDir = process.env.PARLEY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Starts the cluster; resolves with `{ url, stop() }`. PostgreSQL refuses root: it runs as `postgres`. */
export async function startPostgres() {
  if (!existsSync(path.join(binDir, 'initdb'))) {
    throw new Error(`PostgreSQL is not installed at ${binDir}; run: apt-get install -y postgresql`);
  }
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(path.join(tmpdir(), 'parley-bench-postgres-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(root, id('-u'), id('-g'));
  }
  chmodSync(root, 0o700);
  const run = (binary, args) => {
    const command = path.join(binDir, binary);
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(root, 'postgres.log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
