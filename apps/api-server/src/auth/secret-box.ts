import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { instanceApiKeyMinLength } from '@parley/api-contract';

/** The environment variable that may hold the secrets key: 32 bytes, base64. */
export const secretsKeyVariable = 'PARLEY_SECRETS_KEY';

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;
const keyBytes = 32;
/** Stored texts start with this, so a future key or algorithm can be told apart. */
const format = 'v1';

/** Encrypts and decrypts the instance's secrets (provider keys) at rest. */
export interface SecretBox {
  encrypt(plainText: string): string;
  /** Throws when the text was not sealed with this key (another key, or changed). */
  decrypt(sealed: string): string;
}

/** AES-256-GCM with a random 96-bit IV per text: `v1.{iv}.{tag}.{cipher}`, each base64url. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== keyBytes) throw new Error(`The secrets key must be ${keyBytes} bytes.`);
  return {
    encrypt(plainText) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv(algorithm, key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return [format, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== format || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('The stored secret is not in a known format.');
      }
      const decipher = createDecipheriv(algorithm, key, Buffer.from(iv, 'base64url'), {
        authTagLength: tagBytes,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Reads `PARLEY_SECRETS_KEY`: 32 bytes in base64, or unset. */
export function parseSecretsKey(value: string | undefined): Buffer | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== keyBytes) {
    throw new Error(
      `${secretsKeyVariable} must be ${keyBytes} bytes in base64 (e.g. from "openssl rand -base64 32"); it decodes to ${key.length} bytes.`,
    );
  }
  return key;
}

/**
 * The key that seals the instance's secrets: the configured one, or one generated on first start
 * and kept (owner-readable only) in the data directory beside the token signing key.
 */
export async function loadOrCreateSecretsKey(
  dataDir: string,
  configured: Buffer | undefined,
): Promise<Buffer> {
  if (configured) return configured;
  const keyFile = path.join(dataDir, 'keys', 'instance-secrets-key');
  try {
    return parseStoredKey(await readFile(keyFile, 'utf8'), keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(keyBytes);
  await mkdir(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  try {
    await writeFile(keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseStoredKey(await readFile(keyFile, 'utf8'), keyFile);
  }
}

function parseStoredKey(text: string, keyFile: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== keyBytes) throw new Error(`${keyFile} does not hold a ${keyBytes}-byte key.`);
  return key;
}

/**
 * What is ever shown of a secret: its last four characters behind dots (`••••abcd`), and none of
 * a secret shorter than the console accepts (`instanceApiKeyMinLength`; one seeded from the
 * environment may be), where four characters would be most of it.
 */
export function lastCharactersOf(secret: string): string {
  return secret.length < instanceApiKeyMinLength ? '' : secret.slice(-4);
}

export function maskedSecret(lastCharacters: string): string {
  return `••••${lastCharacters}`;
}
