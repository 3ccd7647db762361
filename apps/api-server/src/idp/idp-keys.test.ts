import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureIdpKeys } from './idp-keys';

describe('ensureIdpKeys', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-idp-keys-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates an RS256 signing key with a kid and keeps it readable by the owner only', async () => {
    const keys = await ensureIdpKeys(dataDir);
    expect(keys.signingKeys.keys).toHaveLength(1);
    expect(keys.signingKeys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys.signingKeys.keys[0]?.kid).toEqual(expect.any(String));
    const mode = (await stat(path.join(dataDir, 'idp', 'jwks.json'))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('publishes only the public members of the signing key', async () => {
    const { publicJwks, signingKeys } = await ensureIdpKeys(dataDir);
    const [published] = publicJwks.keys;
    expect(Object.keys(published ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(published?.kid).toBe(signingKeys.keys[0]?.kid);
  });

  it('reuses the signing key and cookie secrets on the next start', async () => {
    const first = await ensureIdpKeys(dataDir);
    const second = await ensureIdpKeys(dataDir);
    expect(second.signingKeys).toEqual(first.signingKeys);
    expect(second.cookieKeys).toEqual(first.cookieKeys);
  });

  it('refuses a key file it cannot use, naming the file, instead of replacing the keys', async () => {
    await ensureIdpKeys(dataDir);
    const jwksFile = path.join(dataDir, 'idp', 'jwks.json');
    await writeFile(jwksFile, JSON.stringify({ keys: [] }));
    await expect(ensureIdpKeys(dataDir)).rejects.toThrow(
      `${jwksFile} does not hold what the identity provider expects; delete it to start over.`,
    );
  });
});
