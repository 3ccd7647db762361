import type { Adapter } from 'oidc-provider';
import type { Database } from '../db/database';
import {
  consumeIdentityProviderModel,
  deleteIdentityProviderGrant,
  deleteIdentityProviderModel,
  dropExpiredIdentityProviderModels,
  findIdentityProviderModel,
  findIdentityProviderModelByUid,
  findIdentityProviderModelByUserCode,
  storeIdentityProviderModel,
} from '../db/queries/identity-provider';

/** The models that belong to a grant, as oidc-provider's own adapters list them. */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Expired objects are dropped once every this many stores. */
const sweepEvery = 1_000;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * oidc-provider's adapter over the database (`identity_provider_models`), in place of its
 * in-memory one: every server instance sharing the database sees the same sessions,
 * interactions, grants, codes and tokens, so a sign-in may move between instances. An object is
 * not found once its `expiresIn` has passed (the database's clock); expired rows are dropped now
 * and then as objects are stored, so no timer holds the process. `database` is read at each
 * call: the provider is mounted before the database is open.
 */
export function createDatabaseAdapter(database: () => Database): (model: string) => Adapter {
  let stores = 0;
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      stores += 1;
      if (stores % sweepEvery === 0) await dropExpiredIdentityProviderModels(database());
      await storeIdentityProviderModel(database(), {
        model,
        id,
        payload,
        grantId: grantable.has(model) ? text(payload.grantId) : undefined,
        uid: model === 'Session' ? text(payload.uid) : undefined,
        userCode: text(payload.userCode),
        expiresInSeconds: typeof expiresIn === 'number' ? expiresIn : undefined,
      });
    },
    find: (id) => findIdentityProviderModel(database(), model, id),
    findByUid: (uid) => findIdentityProviderModelByUid(database(), model, uid),
    findByUserCode: (userCode) => findIdentityProviderModelByUserCode(database(), model, userCode),
    consume: (id) => consumeIdentityProviderModel(database(), model, id),
    destroy: (id) => deleteIdentityProviderModel(database(), model, id),
    revokeByGrantId: (grantId) => deleteIdentityProviderGrant(database(), grantId),
  });
}
