import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { addMissingPasswordHashes, usersWithoutPassword } from '../db/queries/credentials';
import { seedUsers } from '../db/seed/seed-data';
import { generatePassword, hashPassword } from '../domain/passwords';

export interface GeneratedPassword {
  userName: string;
  password: string;
}

/** Where the generated passwords are kept for a user who missed the start output (owner-only). */
export function passwordsFile(dataDir: string): string {
  return path.join(dataDir, 'idp', 'passwords.txt');
}

const FILE_HEADER = [
  '# Parley: the passwords the embedded sign-in generated for the seeded users.',
  '# A line goes away when its user changes the password (at /idp/password).',
];

async function readEntries(file: string): Promise<Map<string, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [userName, password] = line.trim().split(/\s+/);
    if (userName && password && !userName.startsWith('#')) entries.set(userName, password);
  }
  return entries;
}

async function writeEntries(file: string, entries: Map<string, string>): Promise<void> {
  if (entries.size === 0) {
    await rm(file, { force: true });
    return;
  }
  const width = Math.max(...[...entries.keys()].map((userName) => userName.length));
  const lines = [...entries].map(
    ([userName, password]) => `${userName.padEnd(width)}  ${password}`,
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${[...FILE_HEADER, ...lines].join('\n')}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file.
  await chmod(file, 0o600);
}

/**
 * Gives every seeded user without a password a generated one (first start), keeps it in the
 * passwords file and returns what it generated, for the start output to print once.
 */
export async function ensureSeededPasswords(
  db: Database,
  dataDir: string,
): Promise<GeneratedPassword[]> {
  const missing = new Set(
    await usersWithoutPassword(
      db,
      seedUsers.map((user) => user.userId),
    ),
  );
  const fresh = await Promise.all(
    seedUsers
      .filter((user) => missing.has(user.userId))
      .map(async (user) => {
        const password = generatePassword();
        return { user, password, passwordHash: await hashPassword(password) };
      }),
  );
  const stored = new Set(
    await addMissingPasswordHashes(
      db,
      fresh.map(({ user, passwordHash }) => ({ userId: user.userId, passwordHash })),
    ),
  );
  const generated = fresh
    .filter(({ user }) => stored.has(user.userId))
    .map(({ user, password }) => ({ userName: user.userName, password }));
  if (generated.length > 0) {
    const file = passwordsFile(dataDir);
    const entries = await readEntries(file);
    for (const { userName, password } of generated) entries.set(userName, password);
    await writeEntries(file, entries);
  }
  return generated;
}

/** After a user changed their password, the generated one no longer works: forget it. */
export async function forgetGeneratedPassword(dataDir: string, userName: string): Promise<void> {
  const file = passwordsFile(dataDir);
  const entries = await readEntries(file);
  const key = [...entries.keys()].find((name) => name.toLowerCase() === userName.toLowerCase());
  if (key === undefined) return;
  entries.delete(key);
  await writeEntries(file, entries);
}
