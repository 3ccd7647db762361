import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_VERSION } from '@parley/api-contract';
import type { ProductTokenClaims } from '@parley/api-contract';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Database } from '../db/database';
import { sharedSealedJson } from './shared-secret';
import type { SecretBox } from './secret-box';

const algorithm = 'EdDSA';
const issuer = 'parley';
const audience = 'parley-api';

export interface ProductTokenSubject {
  userId: string;
  userName: string;
  name: string;
}

export interface ProductTokens {
  sign(subject: ProductTokenSubject): Promise<string>;
  /** The claims of a valid token; throws a `ProductTokenError` saying why a token is refused. */
  verify(token: string): Promise<ProductTokenClaims>;
}

export class ProductTokenError extends Error {
  override name = 'ProductTokenError';
}

/** Where the product tokens' signing key is kept: the database every instance shares. */
export interface SigningKeyStore {
  db: Database;
  secrets: SecretBox;
  /** A key kept here before keys moved to the database is taken over, so its tokens stay valid. */
  dataDir: string;
}

const sharedKeyName = 'product-token-signing-key';

/**
 * The Ed25519 key that signs product tokens: one for every instance sharing the database (a token
 * minted by one is accepted by all), stored sealed with the secrets key, created by the first
 * instance to start (or taken over from its data directory, where earlier versions kept it).
 */
async function loadOrCreateSigningKey({
  db,
  secrets,
  dataDir,
}: SigningKeyStore): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const jwk = (await sharedSealedJson(
    { db, secrets },
    sharedKeyName,
    "The product tokens' signing key",
    () => keptOrNewKey(dataDir),
  )) as JWK;
  const publicJwk = { ...jwk };
  delete publicJwk.d;
  return {
    privateKey: (await importJWK(jwk, algorithm)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, algorithm)) as CryptoKey,
  };
}

/** The key an earlier version kept in the data directory, or a new one. */
async function keptOrNewKey(dataDir: string): Promise<JWK> {
  const keyFile = path.join(dataDir, 'keys', 'product-token-signing-key.json');
  try {
    return JSON.parse(await readFile(keyFile, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const pair = await generateKeyPair(algorithm, { crv: 'Ed25519', extractable: true });
    return exportJWK(pair.privateKey);
  }
}

export async function createProductTokens(
  store: SigningKeyStore,
  lifetimeSeconds: number,
): Promise<ProductTokens> {
  const { privateKey, publicKey } = await loadOrCreateSigningKey(store);
  return {
    sign: ({ userId, userName, name }) =>
      new SignJWT({ userName, name, tokenVersion: TOKEN_VERSION })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(privateKey),
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, publicKey, {
          algorithms: [algorithm],
          issuer,
          audience,
        }));
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw new ProductTokenError(
          expired
            ? 'The token has expired; sign in again.'
            : 'The token is not a valid Parley token.',
        );
      }
      if (payload.tokenVersion !== TOKEN_VERSION) {
        throw new ProductTokenError(
          `The token was issued for version ${String(payload.tokenVersion)}, not ${TOKEN_VERSION}; sign in again.`,
        );
      }
      return payload as unknown as ProductTokenClaims;
    },
  };
}
