import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_VERSION } from '@parley/api-contract';
import type { ProductTokenClaims } from '@parley/api-contract';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';

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

/**
 * The Ed25519 key that signs product tokens, generated on first start and kept (owner-readable
 * only) in the data directory, so tokens stay valid across restarts.
 */
async function loadOrCreateSigningKey(
  dataDir: string,
): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const keyFile = path.join(dataDir, 'keys', 'product-token-signing-key.json');
  let jwk: JWK;
  try {
    jwk = JSON.parse(await readFile(keyFile, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const pair = await generateKeyPair(algorithm, { crv: 'Ed25519', extractable: true });
    jwk = await exportJWK(pair.privateKey);
    await mkdir(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    await writeFile(keyFile, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  }
  const publicJwk = { ...jwk };
  delete publicJwk.d;
  return {
    privateKey: (await importJWK(jwk, algorithm)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, algorithm)) as CryptoKey,
  };
}

export async function createProductTokens(
  dataDir: string,
  lifetimeSeconds: number,
): Promise<ProductTokens> {
  const { privateKey, publicKey } = await loadOrCreateSigningKey(dataDir);
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
