import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `parley.lock` in the data directory, holding this process's id. The embedded database
 * allows one process per directory; a second server refuses to start rather than corrupt it.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): DataDirLock {
  const lockPath = path.join(dataDir, 'parley.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, `${pid}\n`);
      closeSync(fd);
      return { release: () => rmSync(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== pid && isRunning(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Parley server (process ${owner}). ` +
            'Stop that server, or give this one another PARLEY_DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it if no Parley server is running.`);
}
