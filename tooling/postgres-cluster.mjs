// A throw-away PostgreSQL cluster on a free loopback port: initdb into a temporary folder, then
// pg_ctl start (under 2 s), fsync off, removed when stopped. The server's tests run on it when they
// run on PostgreSQL (apps/api-server/src/test-support/global-setup.ts), and so do the benches that
// measure the server on PostgreSQL instead of its embedded PGlite (bench/provider-relay.mjs
// --postgres). Plain JavaScript, typed by postgres-cluster.d.mts, so that both can import it.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql`; `npm test` installs it). */
export const postgresBinDir = process.env.PARLEY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its binaries run as the `postgres` user. */
function postgresUserIds() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgresCluster() {
  if (!existsSync(path.join(postgresBinDir, 'initdb'))) {
    throw new Error(
      `PostgreSQL is not installed at ${postgresBinDir}; run: apt-get install -y postgresql`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(path.join(tmpdir(), 'parley-postgres-'));
  const dataDir = path.join(root, 'data');
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  const run = (binary, args) => {
    const command = path.join(postgresBinDir, binary);
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
  const urlFor = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    urlFor,
    stop() {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
