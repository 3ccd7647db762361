import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSecretBox,
  lastCharactersOf,
  loadOrCreateSecretsKey,
  maskedSecret,
  parseSecretsKey,
} from './secret-box';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('the secret box (provider keys at rest)', () => {
  const key = Buffer.alloc(32, 7);

  it('opens what it sealed, and each sealing differs (a fresh IV each time)', () => {
    const box = createSecretBox(key);
    const sealed = box.encrypt('sk-ant-secret-key');
    expect(sealed).not.toContain('sk-ant');
    expect(box.encrypt('sk-ant-secret-key')).not.toBe(sealed);
    expect(box.decrypt(sealed)).toBe('sk-ant-secret-key');
  });

  it('refuses a text sealed with another key or changed', () => {
    const sealed = createSecretBox(key).encrypt('sk-ant-secret-key');
    expect(() => createSecretBox(Buffer.alloc(32, 8)).decrypt(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    // Another first character, whatever the sealing's random IV made it.
    const first = body?.startsWith('A') ? 'B' : 'A';
    const changed = [version, iv, tag, `${first}${body?.slice(1)}`].join('.');
    expect(() => createSecretBox(key).decrypt(changed)).toThrow();
  });

  it('reads PARLEY_SECRETS_KEY as 32 bytes of base64, saying what is wrong otherwise', () => {
    expect(parseSecretsKey(undefined)).toBeUndefined();
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey('c2hvcnQ=')).toThrow(
      'PARLEY_SECRETS_KEY must be 32 bytes in base64 (e.g. from "openssl rand -base64 32"); it decodes to 5 bytes.',
    );
  });

  it('generates a key once into the data directory, owner-readable only, and reads it back', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parley-secrets-'));
    const first = await loadOrCreateSecretsKey(dataDir, undefined);
    const file = path.join(dataDir, 'keys', 'instance-secrets-key');
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSecretsKey(dataDir, undefined)).toEqual(first);
    expect(await loadOrCreateSecretsKey(dataDir, key)).toEqual(key);
  });

  it('shows only the last four characters of a key, and none of one under 12 characters', () => {
    expect(maskedSecret(lastCharactersOf('sk-0123456789-Qz7w'))).toBe('••••Qz7w');
    expect(maskedSecret(lastCharactersOf('ollama-key'))).toBe('••••');
  });
});
