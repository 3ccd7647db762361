import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql`; `npm test` installs it). */
export const postgresBinDir = process.env.PARLEY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** A connection string for the `postgres` superuser, database `postgres`. */
  url: string;
  urlFor(database: string): string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts a throw-away PostgreSQL cluster on a free loopback port (initdb into a temporary folder,
 * then pg_ctl start: under 2 s). PostgreSQL refuses to run as root, so as root the binaries run as
 * the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
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
  const run = (binary: string, args: string[]) => {
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
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    urlFor,
    stop() {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
