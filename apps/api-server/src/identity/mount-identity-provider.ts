import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { ServerConfig } from '../config';
import { findUserById, findUserByName } from '../db/queries/users';
import { isUuid } from '../db/queries/ids';
import { mountEmbeddedIdp } from '../idp';
import type { EmbeddedIdp, IdpAccount } from '../idp';
import {
  embeddedIdpClientId,
  embeddedIdpIssuer,
  embeddedIdpRedirects,
} from './embedded-idp-settings';

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
 * Mounts the embedded OpenID Connect provider under /idp over our users table: a seeded (or
 * previously signed-in) user name signs in without a password. Development and automation only.
 */
export async function mountIdentityProvider(
  app: FastifyInstance,
  config: ServerConfig,
  context: AppContext,
): Promise<EmbeddedIdp> {
  return mountEmbeddedIdp(app, {
    issuer: embeddedIdpIssuer(config),
    dataDir: config.dataDir,
    clients: [{ clientId: embeddedIdpClientId, ...embeddedIdpRedirects(config) }],
    findAccount: async (userName) => account(await findUserByName(context.services.db, userName)),
    findAccountById: async (accountId) =>
      isUuid(accountId) ? account(await findUserById(context.services.db, accountId)) : undefined,
  });
}
