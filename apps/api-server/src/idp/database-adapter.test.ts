import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { dropExpiredIdentityProviderModels } from '../db/queries/identity-provider';
import { identityProviderModels } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { createDatabaseAdapter } from './database-adapter';

let database: DatabaseHandle;
let adapterFor: ReturnType<typeof createDatabaseAdapter>;
beforeAll(async () => {
  database = await openTestDatabase();
  adapterFor = createDatabaseAdapter(() => database.db);
});
afterAll(() => database.close());

const id = () => randomUUID();
const hour = 3600;

describe('the identity provider adapter (objects in the database)', () => {
  it('finds what was stored, by model and id, until it is replaced', async () => {
    const sessions = adapterFor('Session');
    const key = id();
    await sessions.upsert(key, { jti: key, uid: 'uid-1', accountId: 'a' }, hour);
    expect(await sessions.find(key)).toEqual({ jti: key, uid: 'uid-1', accountId: 'a' });
    expect(await adapterFor('Interaction').find(key)).toBeUndefined();
    await sessions.upsert(key, { jti: key, uid: 'uid-1', accountId: 'b' }, hour);
    expect(await sessions.find(key)).toMatchObject({ accountId: 'b' });
  });

  it('keeps an object stored without expiresIn until it is destroyed', async () => {
    const grants = adapterFor('Grant');
    const key = id();
    await grants.upsert(key, { jti: key, clientId: 'c' });
    expect(await grants.find(key)).toEqual({ jti: key, clientId: 'c' });
    await grants.destroy(key);
    expect(await grants.find(key)).toBeUndefined();
  });

  it('finds no object whose expiresIn has passed, and drops it from the table', async () => {
    const codes = adapterFor('AuthorizationCode');
    const key = id();
    await codes.upsert(key, { jti: key }, 0);
    expect(await codes.find(key)).toBeUndefined();
    await dropExpiredIdentityProviderModels(database.db);
    const rows = await database.db
      .select()
      .from(identityProviderModels)
      .where(eq(identityProviderModels.id, key));
    expect(rows).toEqual([]);
  });

  it('finds a session by its uid, and no expired one', async () => {
    const sessions = adapterFor('Session');
    const uid = id();
    const key = id();
    await sessions.upsert(key, { jti: key, uid }, hour);
    expect(await sessions.findByUid(uid)).toMatchObject({ jti: key });
    expect(await sessions.findByUid(id())).toBeUndefined();
    const expiredUid = id();
    await sessions.upsert(id(), { uid: expiredUid }, 0);
    expect(await sessions.findByUid(expiredUid)).toBeUndefined();
  });

  it('finds a device code by its user code', async () => {
    const deviceCodes = adapterFor('DeviceCode');
    const key = id();
    const userCode = `CODE-${key.slice(0, 4)}`;
    await deviceCodes.upsert(key, { jti: key, userCode }, hour);
    expect(await deviceCodes.findByUserCode(userCode)).toMatchObject({ jti: key });
    expect(await deviceCodes.findByUserCode('NONE-0000')).toBeUndefined();
  });

  it('marks an object consumed with the time in epoch seconds, keeping the rest', async () => {
    const codes = adapterFor('AuthorizationCode');
    const key = id();
    await codes.upsert(key, { jti: key, grantId: 'g' }, hour);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume(key);
    const consumed = await codes.find(key);
    expect(consumed).toMatchObject({ jti: key, grantId: 'g' });
    expect(consumed?.consumed).toBeGreaterThanOrEqual(before - 5);
    expect(consumed?.consumed).toBeLessThanOrEqual(before + 5);
  });

  it('revokes a grant: its codes and tokens of every model go, other grants’ and the grant itself stay', async () => {
    const grantId = id();
    const otherGrantId = id();
    const [accessToken, refreshToken, code, otherToken] = [id(), id(), id(), id()];
    await adapterFor('Grant').upsert(grantId, { jti: grantId }, hour);
    await adapterFor('AccessToken').upsert(accessToken, { jti: accessToken, grantId }, hour);
    await adapterFor('RefreshToken').upsert(refreshToken, { jti: refreshToken, grantId }, hour);
    await adapterFor('AuthorizationCode').upsert(code, { jti: code, grantId }, hour);
    await adapterFor('AccessToken').upsert(
      otherToken,
      { jti: otherToken, grantId: otherGrantId },
      hour,
    );

    await adapterFor('AccessToken').revokeByGrantId(grantId);

    expect(await adapterFor('AccessToken').find(accessToken)).toBeUndefined();
    expect(await adapterFor('RefreshToken').find(refreshToken)).toBeUndefined();
    expect(await adapterFor('AuthorizationCode').find(code)).toBeUndefined();
    expect(await adapterFor('AccessToken').find(otherToken)).toMatchObject({ jti: otherToken });
    expect(await adapterFor('Grant').find(grantId)).toMatchObject({ jti: grantId });
  });

  it('shares objects between adapters on one database, as between server instances', async () => {
    const otherInstance = createDatabaseAdapter(() => database.db);
    const key = id();
    await adapterFor('Interaction').upsert(key, { jti: key, kind: 'Interaction' }, hour);
    expect(await otherInstance('Interaction').find(key)).toMatchObject({ kind: 'Interaction' });
  });
});
