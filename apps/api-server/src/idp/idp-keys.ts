import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JSONWebKeySet, JWK } from 'jose';
import { sharedSealedJson } from '../auth/shared-secret';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/database';

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

/** Where the provider's keys are kept: the database every instance shares. */
export interface IdpKeyStore {
  db: Database;
  secrets: SecretBox;
  /** Keys kept here (`idp/`) before keys moved to the database are taken over. */
  dataDir: string;
}

interface StoredIdpKeys {
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
}

const sharedKeyName = 'identity-provider-keys';

/** A key file an earlier version wrote, or undefined when there is none. */
async function keptKeyFile<T>(
  file: string,
  isValid: (value: unknown) => value is T,
): Promise<T | undefined> {
  const kept = await readJson(file);
  if (kept === undefined || isValid(kept)) return kept;
  throw new Error(
    `${file} does not hold what the identity provider expects; delete it to start over.`,
  );
}

/** The keys an earlier version kept in the data directory, or new ones. */
async function keptOrNewKeys(dataDir: string): Promise<StoredIdpKeys> {
  const folder = path.join(dataDir, 'idp');
  return {
    signingKeys: (await keptKeyFile(path.join(folder, 'jwks.json'), isSigningKeySet)) ?? {
      keys: [await generateSigningKey()],
    },
    cookieKeys: (await keptKeyFile(path.join(folder, 'cookie-keys.json'), isSecretList)) ?? [
      randomBytes(32).toString('base64url'),
    ],
  };
}

function isStoredKeys(value: unknown): value is StoredIdpKeys {
  const stored = value as Partial<StoredIdpKeys> | null;
  return isSigningKeySet(stored?.signingKeys) && isSecretList(stored?.cookieKeys);
}

/**
 * The provider's signing keys and cookie secrets: one set for every instance sharing the database
 * (a token or session cookie one issues, all accept), stored sealed with the secrets key in
 * `shared_keys`, created by the first instance to start, or taken over from `idp/jwks.json` and
 * `idp/cookie-keys.json` in the data directory, where earlier versions kept them, so tokens and
 * sessions issued before stay valid. Instances starting together on an empty database store one
 * set only and all read it back.
 */
export async function ensureIdpKeys({ db, secrets, dataDir }: IdpKeyStore): Promise<IdpKeys> {
  const stored = await sharedSealedJson(
    { db, secrets },
    sharedKeyName,
    "The embedded identity provider's keys",
    () => keptOrNewKeys(dataDir),
  );
  if (!isStoredKeys(stored)) {
    throw new Error(
      `The embedded identity provider's keys in the database (shared_keys, ${sharedKeyName}) are not what it expects; delete that row to start over.`,
    );
  }
  const { signingKeys, cookieKeys } = stored;
  return { signingKeys, publicJwks: { keys: signingKeys.keys.map(publicPart) }, cookieKeys };
}
