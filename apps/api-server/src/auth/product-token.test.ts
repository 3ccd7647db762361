import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_VERSION } from '@parley/api-contract';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { createProductTokens } from './product-token';
import { createSecretBox } from './secret-box';

const subject = { userId: 'u-1', userName: 'staff@parley.local', name: 'Sam Staff' };
const secrets = createSecretBox(randomBytes(32));

describe('product tokens', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const store = () => ({ db: database.db, secrets, dataDir });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-tokens-'));
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs with EdDSA and carries the token version 2.2513.3849.0 (chat-spec section 9)', async () => {
    const token = await (await createProductTokens(store(), 60)).sign(subject);
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    expect(decodeJwt(token)).toMatchObject({
      sub: 'u-1',
      userName: 'staff@parley.local',
      name: 'Sam Staff',
      tokenVersion: '2.2513.3849.0',
    });
  });

  it('expires after the configured lifetime', async () => {
    const claims = decodeJwt(await (await createProductTokens(store(), 600)).sign(subject));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('shares its signing key through the database: a token one instance signs, another accepts (issue 21)', async () => {
    const otherDataDir = await mkdtemp(path.join(tmpdir(), 'parley-tokens-other-'));
    const [first, second] = await Promise.all([
      createProductTokens(store(), 60),
      createProductTokens({ db: database.db, secrets, dataDir: otherDataDir }, 60),
    ]);
    await expect(second.verify(await first.sign(subject))).resolves.toMatchObject({ sub: 'u-1' });
    await expect(first.verify(await second.sign(subject))).resolves.toMatchObject({ sub: 'u-1' });
    await rm(otherDataDir, { recursive: true, force: true });
  });

  it('takes over the key an earlier version kept in the data directory, so its tokens stay valid', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    await mkdir(path.join(dataDir, 'keys'));
    await writeFile(
      path.join(dataDir, 'keys', 'product-token-signing-key.json'),
      JSON.stringify(await exportJWK(privateKey)),
    );
    const earlier = await new SignJWT({
      userName: 'staff@parley.local',
      tokenVersion: TOKEN_VERSION,
    })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('u-1')
      .setIssuer('parley')
      .setAudience('parley-api')
      .setExpirationTime('60s')
      .sign(privateKey);
    await expect((await createProductTokens(store(), 60)).verify(earlier)).resolves.toMatchObject({
      sub: 'u-1',
    });
  });

  it('refuses to start with another secrets key than the one that sealed the stored key, saying what to set', async () => {
    await createProductTokens(store(), 60);
    await expect(
      createProductTokens(
        { db: database.db, secrets: createSecretBox(randomBytes(32)), dataDir },
        60,
      ),
    ).rejects.toThrow(
      "The product tokens' signing key in the database could not be unsealed with this secrets key: every server instance sharing the database needs the same PARLEY_SECRETS_KEY.",
    );
  });

  it('refuses a token signed by another key', async () => {
    const other = await openTestDatabase();
    const foreign = await (
      await createProductTokens({ db: other.db, secrets, dataDir }, 60)
    ).sign(subject);
    await other.close();
    await expect((await createProductTokens(store(), 60)).verify(foreign)).rejects.toThrow(
      'The token is not a valid Parley token.',
    );
  });
});
