import type { Database } from '../db/database';
import { findSharedKey, storeSharedKeyOnce } from '../db/queries/shared-keys';
import { secretsKeyVariable } from './secret-box';
import type { SecretBox } from './secret-box';

/**
 * The JSON value every instance sharing the database uses under `name` (`shared_keys`): made by
 * `create` and stored sealed by the first instance to start, read back and unsealed by all (those
 * starting together store one only). `what` names it in the error another secrets key gives.
 */
export async function sharedSealedJson(
  { db, secrets }: { db: Database; secrets: SecretBox },
  name: string,
  what: string,
  create: () => Promise<unknown>,
): Promise<unknown> {
  const sealed =
    (await findSharedKey(db, name)) ??
    (await storeSharedKeyOnce(db, name, secrets.encrypt(JSON.stringify(await create()))));
  try {
    return JSON.parse(secrets.decrypt(sealed));
  } catch (error) {
    throw new Error(
      `${what} in the database could not be unsealed with this secrets key: every server instance sharing the database needs the same ${secretsKeyVariable}.`,
      { cause: error },
    );
  }
}
