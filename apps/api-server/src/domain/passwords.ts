import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost: N = 2^15 with r = 8 takes about 32 MB and a few tens of milliseconds here,
 * which is what OWASP recommends for scrypt and slow enough to make guessing a stolen hash costly.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt refuses N * r * 128 bytes or more unless maxmem allows it. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A self-describing hash: `scrypt$N$r$p$salt$key` (salt and key in base64url), so the cost can
 * rise later without invalidating the hashes already stored.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `password` produces `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A password for a seeded user: 20 characters from an alphabet without look-alikes (no 0/O, 1/l/I),
 * about 116 bits of randomness, easy to read off a terminal and type.
 */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const length = 20;
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length)) {
      // Rejection sampling keeps every character equally likely (256 is not a multiple of 57).
      if (byte < alphabet.length * Math.floor(256 / alphabet.length) && password.length < length) {
        password += alphabet[byte % alphabet.length];
      }
    }
  }
  return password;
}
