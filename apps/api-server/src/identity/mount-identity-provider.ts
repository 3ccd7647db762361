import { randomBytes } from 'node:crypto';
import { containsNulCharacter } from '@parley/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { ServerConfig } from '../config';
import { findCredentialByUserName, setPasswordHash } from '../db/queries/credentials';
import { findUserById } from '../db/queries/users';
import { isUuid } from '../db/queries/ids';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { mountEmbeddedIdp } from '../idp';
import type { EmbeddedIdp, IdpAccount } from '../idp';
import { WRONG_CREDENTIALS } from '../idp';
import {
  embeddedIdpClientId,
  embeddedIdpIssuer,
  embeddedIdpRedirects,
} from './embedded-idp-settings';
import { forgetGeneratedPassword } from './seeded-passwords';

/** Any valid hash, checked against when the user name is unknown. */
const UNKNOWN_USER_HASH = await hashPassword(randomBytes(16).toString('base64url'));

function account(user: Awaited<ReturnType<typeof findUserById>>): IdpAccount | undefined {
  if (!user) return undefined;
  return {
    accountId: user.userId,
    userName: user.userName,
    name: user.displayName,
    email: user.email ?? user.userName,
  };
}

/**
 * Mounts the embedded OpenID Connect provider under /idp over our users table: a user with a
 * password (the seeded ones get one at first start) signs in with it. It answers only while the
 * server decided it is on (no other identity provider configured, or PARLEY_EMBEDDED_IDP=on).
 */
export async function mountIdentityProvider(
  app: FastifyInstance,
  config: ServerConfig,
  context: AppContext,
): Promise<EmbeddedIdp> {
  /** The user of this name when the password is theirs. */
  async function checkPassword(userName: string, password: string) {
    // No user name holds U+0000 (the contract's text rule), and PostgreSQL could not compare one.
    if (containsNulCharacter(userName)) return undefined;
    const credential = await findCredentialByUserName(context.services.db, userName);
    // A missing user costs a hash too, so the answer's timing does not reveal who exists.
    const matches = await verifyPassword(password, credential?.passwordHash ?? UNKNOWN_USER_HASH);
    return matches ? credential : undefined;
  }

  return mountEmbeddedIdp(app, {
    issuer: embeddedIdpIssuer(config),
    database: () => context.services.db,
    keys() {
      const keys = context.services.idpKeys;
      // isActive keeps requests away from the provider unless start-up loaded its keys.
      if (!keys) throw new Error('The embedded identity provider is off: it has no keys.');
      return keys;
    },
    clients: [{ clientId: embeddedIdpClientId, ...embeddedIdpRedirects(config) }],
    isActive: () => context.status === 'ok' && context.services.signIn.embeddedIdp,
    async authenticate(userName, password) {
      const credential = await checkPassword(userName, password);
      return credential && account(await findUserById(context.services.db, credential.userId));
    },
    findAccountById: async (accountId) =>
      isUuid(accountId) ? account(await findUserById(context.services.db, accountId)) : undefined,
    async changePassword({ userName, currentPassword, newPassword }) {
      const credential = await checkPassword(userName, currentPassword);
      if (!credential) return { refused: WRONG_CREDENTIALS };
      await setPasswordHash(
        context.services.db,
        credential.userId,
        await hashPassword(newPassword),
      );
      await forgetGeneratedPassword(config.dataDir, credential.userName);
      return { changed: true };
    },
  });
}
