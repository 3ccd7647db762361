import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { findCredentialByUserName } from '../db/queries/credentials';
import { verifyPassword } from '../domain/passwords';
import { openTestDatabase } from '../test-support/test-database';
import { ensureSeededPasswords, forgetGeneratedPassword, passwordsFile } from './seeded-passwords';

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'parley-passwords-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the seeded users’ generated passwords', () => {
  it('gives each seeded user a password on the first start, stores only its hash, and keeps it in an owner-only file', async () => {
    const generated = await ensureSeededPasswords(database.db, dataDir);
    expect(generated.map((entry) => entry.userName).sort()).toEqual([
      'admin@parley.local',
      'moderator@parley.local',
      'staff@parley.local',
    ]);
    for (const { userName, password } of generated) {
      const credential = await findCredentialByUserName(database.db, userName);
      expect(credential?.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, credential?.passwordHash ?? '')).toBe(true);
    }
    const file = passwordsFile(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    for (const { userName, password } of generated) {
      expect(text).toMatch(new RegExp(`^${userName} +${password}$`, 'm'));
    }
  });

  it('generates nothing on a later start: the passwords stay as they were', async () => {
    const before = await readFile(passwordsFile(dataDir), 'utf8');
    expect(await ensureSeededPasswords(database.db, dataDir)).toEqual([]);
    expect(await readFile(passwordsFile(dataDir), 'utf8')).toBe(before);
  });

  it('forgets a changed password in the file, and removes the file when none is left', async () => {
    await forgetGeneratedPassword(dataDir, 'Staff@Parley.Local');
    const text = await readFile(passwordsFile(dataDir), 'utf8');
    expect(text).not.toContain('staff@parley.local');
    expect(text).toContain('admin@parley.local');
    await forgetGeneratedPassword(dataDir, 'admin@parley.local');
    await forgetGeneratedPassword(dataDir, 'moderator@parley.local');
    await expect(stat(passwordsFile(dataDir))).rejects.toThrow(/ENOENT/);
  });
});
