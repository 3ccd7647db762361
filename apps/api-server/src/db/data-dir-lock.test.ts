import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parley-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes the process id into parley.lock and removes it on release', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'parley.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
    expect(existsSync(path.join(dataDir, 'parley.lock'))).toBe(false);
  });

  it('refuses a second server on the same directory, naming the process that holds it', () => {
    const lock = lockDataDir(dataDir);
    // The parent process of the test runner is alive and is not this process.
    expect(() => lockDataDir(dataDir, process.ppid)).toThrow(
      `The data directory ${dataDir} is in use by another Parley server (process ${process.pid}).`,
    );
    lock.release();
  });

  it('takes over a stale lock left by a process that no longer runs', () => {
    const deadPid = 2 ** 22 + 12_345;
    writeFileSync(path.join(dataDir, 'parley.lock'), `${deadPid}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'parley.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  });
});
