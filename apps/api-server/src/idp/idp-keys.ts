import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JSONWebKeySet, JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys, for oidc-provider only. */
  signingKeys: { keys: JWK[] };
  /** The same keys without their private parts: what the provider publishes at `/idp/jwks`. */
  publicJwks: JSONWebKeySet;
  /** Secrets that sign the provider's cookies (session, interaction). */
  cookieKeys: string[];
}

const SIGNING_ALGORITHM = 'RS256';
const PUBLIC_RSA_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not readable JSON; delete it to start over.`, { cause: error });
  }
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' };
}

function publicPart(key: JWK): JWK {
  return Object.fromEntries(PUBLIC_RSA_MEMBERS.map((member) => [member, key[member]]));
}

function isSigningKeySet(value: unknown): value is { keys: JWK[] } {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key: JWK) => key.kty === 'RSA' && typeof key.kid === 'string' && typeof key.d === 'string',
    )
  );
}

function isSecretList(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
  );
}

/** Reads a secret file, or creates it (owner-only) when it does not exist yet. */
async function loadOrCreate<T>(
  file: string,
  isValid: (value: unknown) => value is T,
  create: () => Promise<T>,
): Promise<T> {
  const stored = await readJson(file);
  if (stored === undefined) {
    const created = await create();
    await writeFile(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
    return created;
  }
  if (!isValid(stored)) {
    throw new Error(
      `${file} does not hold what the identity provider expects; delete it to start over.`,
    );
  }
  return stored;
}

/**
 * The provider's signing keys (`idp/jwks.json`) and cookie secrets (`idp/cookie-keys.json`):
 * generated on first start and reused afterwards, so tokens and sessions issued before a restart
 * stay valid and clients that cached the JWKS keep verifying.
 */
export async function ensureIdpKeys(dataDir: string): Promise<IdpKeys> {
  const folder = path.join(dataDir, 'idp');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const signingKeys = await loadOrCreate(
    path.join(folder, 'jwks.json'),
    isSigningKeySet,
    async () => ({
      keys: [await generateSigningKey()],
    }),
  );
  const cookieKeys = await loadOrCreate(path.join(folder, 'cookie-keys.json'), isSecretList, () =>
    Promise.resolve([randomBytes(32).toString('base64url')]),
  );
  return { signingKeys, publicJwks: { keys: signingKeys.keys.map(publicPart) }, cookieKeys };
}
