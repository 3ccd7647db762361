import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../auth/secret-box';
import type { DatabaseHandle } from '../db/database';
import { sharedKeys } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { ensureIdpKeys } from './idp-keys';

const secrets = createSecretBox(randomBytes(32));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('ensureIdpKeys', () => {
  let dataDir: string;
  const store = () => ({ db: database.db, secrets, dataDir });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-idp-keys-'));
    await database.db.delete(sharedKeys).where(eq(sharedKeys.name, 'identity-provider-keys'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates an RS256 signing key with a kid and stores it sealed in the database', async () => {
    const keys = await ensureIdpKeys(store());
    expect(keys.signingKeys.keys).toHaveLength(1);
    expect(keys.signingKeys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const kid = keys.signingKeys.keys[0]?.kid;
    expect(kid).toEqual(expect.any(String));
    const [row] = await database.db
      .select()
      .from(sharedKeys)
      .where(eq(sharedKeys.name, 'identity-provider-keys'));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain(kid);
  });

  it('publishes only the public members of the signing key', async () => {
    const { publicJwks, signingKeys } = await ensureIdpKeys(store());
    const [published] = publicJwks.keys;
    expect(Object.keys(published ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(published?.kid).toBe(signingKeys.keys[0]?.kid);
  });

  it('reuses the signing key and cookie secrets on the next start, from another data directory too', async () => {
    const first = await ensureIdpKeys(store());
    const second = await ensureIdpKeys({ ...store(), dataDir: path.join(dataDir, 'other') });
    expect(second.signingKeys).toEqual(first.signingKeys);
    expect(second.cookieKeys).toEqual(first.cookieKeys);
  });

  it('gives instances starting together on an empty database the same keys', async () => {
    const started = await Promise.all([1, 2, 3].map(() => ensureIdpKeys(store())));
    expect(new Set(started.map((keys) => JSON.stringify(keys))).size).toBe(1);
  });

  it('takes over the keys an earlier version kept in the data directory', async () => {
    const earlier = await ensureIdpKeys(store());
    await mkdir(path.join(dataDir, 'idp'));
    await writeFile(path.join(dataDir, 'idp', 'jwks.json'), JSON.stringify(earlier.signingKeys));
    await writeFile(
      path.join(dataDir, 'idp', 'cookie-keys.json'),
      JSON.stringify(earlier.cookieKeys),
    );
    await database.db.delete(sharedKeys).where(eq(sharedKeys.name, 'identity-provider-keys'));
    const keys = await ensureIdpKeys(store());
    expect(keys.signingKeys).toEqual(earlier.signingKeys);
    expect(keys.cookieKeys).toEqual(earlier.cookieKeys);
  });

  it('refuses a kept key file it cannot use, naming the file, instead of replacing the keys', async () => {
    await mkdir(path.join(dataDir, 'idp'));
    const jwksFile = path.join(dataDir, 'idp', 'jwks.json');
    await writeFile(jwksFile, JSON.stringify({ keys: [] }));
    await expect(ensureIdpKeys(store())).rejects.toThrow(
      `${jwksFile} does not hold what the identity provider expects; delete it to start over.`,
    );
  });

  it('stops with what to set when the keys were sealed with another secrets key', async () => {
    await ensureIdpKeys(store());
    await expect(
      ensureIdpKeys({ ...store(), secrets: createSecretBox(randomBytes(32)) }),
    ).rejects.toThrow(
      'every server instance sharing the database needs the same PARLEY_SECRETS_KEY',
    );
  });
});
