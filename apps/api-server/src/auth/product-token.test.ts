import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProductTokens } from './product-token';

const subject = { userId: 'u-1', userName: 'staff@parley.local', name: 'Sam Staff' };

describe('product tokens', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-tokens-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('signs with EdDSA and carries the token version 2.2513.3849.0 (chat-spec section 9)', async () => {
    const token = await (await createProductTokens(dataDir, 60)).sign(subject);
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    expect(decodeJwt(token)).toMatchObject({
      sub: 'u-1',
      userName: 'staff@parley.local',
      name: 'Sam Staff',
      tokenVersion: '2.2513.3849.0',
    });
  });

  it('expires after the configured lifetime', async () => {
    const claims = decodeJwt(await (await createProductTokens(dataDir, 600)).sign(subject));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('keeps its signing key in the data directory, readable by the owner only', async () => {
    const first = await createProductTokens(dataDir, 60);
    const token = await first.sign(subject);
    const second = await createProductTokens(dataDir, 60);
    await expect(second.verify(token)).resolves.toMatchObject({ sub: 'u-1' });
    const { mode } = await stat(path.join(dataDir, 'keys', 'product-token-signing-key.json'));
    expect(mode & 0o777).toBe(0o600);
  });

  it('refuses a token signed by another key', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'parley-tokens-other-'));
    const foreign = await (await createProductTokens(otherDir, 60)).sign(subject);
    await expect((await createProductTokens(dataDir, 60)).verify(foreign)).rejects.toThrow(
      'The token is not a valid Parley token.',
    );
    await rm(otherDir, { recursive: true, force: true });
  });
});
