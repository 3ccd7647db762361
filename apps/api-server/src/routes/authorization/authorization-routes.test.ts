import { eq } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadOrCreateSecretsKey } from '../../auth/secret-box';
import { userGroups, userRoles, users } from '../../db/schema';
import { ensureIdpKeys } from '../../idp/idp-keys';
import { onlyRow } from '../../db/queries/rows';
import { seedIds } from '../../db/seed/seed-data';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const generateToken = (provider: string) => `/api/internal/authorization/${provider}/GenerateToken`;
const available = '/api/internal/currentUser/AvailableGptSystems';

/** An ID token as the embedded provider issues it, signed with its key from the database. */
async function embeddedIdToken(server: TestServer, claims: Record<string, unknown>) {
  const { config } = server;
  const { signingKeys } = await ensureIdpKeys({
    db: server.database.db,
    secrets: createSecretBox(await loadOrCreateSecretsKey(config.dataDir, config.secretsKey)),
    dataDir: config.dataDir,
  });
  const [key] = signingKeys.keys;
  if (!key?.alg || !key.kid) throw new Error('The embedded provider has no signing key.');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid })
    .setIssuer(`${server.config.publicOrigin}/idp`)
    .setAudience('parley-apps')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(key, key.alg));
}

describe('GenerateToken and the product token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a seeded user a product token through Dev while PARLEY_DEV_SIGN_IN=on and the embedded provider is on', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Dev'),
      payload: { userName: 'staff@parley.local' },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().n1AIToken)).toMatchObject({
      userName: 'staff@parley.local',
      name: 'Sam Staff',
      tokenVersion: '2.2513.3849.0',
    });
  });

  it('refuses Dev for a user name that does not exist', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Dev'),
      payload: { userName: 'nobody@parley.local' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No user is named "nobody@parley.local".');
  });

  it('refuses an identity provider outside EntraId, Oidc and Dev, naming the path parameter', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Google'),
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('identityProvider');
  });

  it('exchanges an OIDC ID token, creating the user with the Staff role and their groups', async () => {
    const idToken = await embeddedIdToken(server, {
      sub: 'oidc-subject-1',
      preferred_username: 'new.person@parley.local',
      name: 'New Person',
      email: 'new.person@parley.local',
      groups: ['finance', 'staff'],
    });
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Oidc'),
      payload: { token: idToken },
    });
    expect(response.statusCode).toBe(200);
    const token = response.json().n1AIToken;
    const user = onlyRow(
      await server.database.db
        .select()
        .from(users)
        .where(eq(users.userName, 'new.person@parley.local')),
      'the new user',
    );
    expect(user).toMatchObject({
      displayName: 'New Person',
      identityProvider: 'Oidc',
      subject: 'oidc-subject-1',
    });
    const groups = await server.database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.userId, user.userId));
    expect(groups.map((group) => group.groupId).sort()).toEqual(['finance', 'staff']);
    const roles = await server.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user.userId));
    expect(roles.map((role) => role.roleId)).toEqual([seedIds.roles.staff]);
    const agents = await server.app.inject({
      method: 'GET',
      url: available,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(agents.statusCode).toBe(200);
  });

  it('refuses an OIDC token signed by a key the provider does not hold', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'x', preferred_username: 'admin@parley.local' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(`${server.config.publicOrigin}/idp`)
      .setAudience('parley-apps')
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Oidc'),
      payload: { token: forged },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses Entra ID sign-in while no tenant is configured', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('EntraId'),
      payload: { token: 'a.b.c' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Sign-in through EntraId is not configured on this server.',
    );
  });

  it('answers 401 saying the Authorization header is missing', async () => {
    const response = await server.app.inject({ method: 'GET', url: available });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'The Authorization header is missing; send "Bearer <n1AIToken>".',
    );
  });

  it('guards the HEAD twin of a protected GET route as well', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: available });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a token that is not a Parley token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: available,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The token is not a valid Parley token.');
  });

  it('answers 403 naming the action a user without AgentRead lacks', async () => {
    const token = await server.tokenFor(seededUsers.admin);
    const admin = await server.database.db
      .select()
      .from(users)
      .where(eq(users.userName, seededUsers.admin));
    await server.database.db
      .delete(userRoles)
      .where(eq(userRoles.userId, onlyRow(admin, 'the admin').userId));
    const response = await server.app.inject({
      method: 'GET',
      url: available,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'This call needs the AgentRead action, which your roles do not grant.',
    );
  });
});

describe('sign-in without the automation switch (as npm start runs it)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PARLEY_DEV_SIGN_IN: 'off', NODE_ENV: 'production' } });
  });
  afterAll(() => server.close());

  it('has no password-less Dev identity provider (404), admin included', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Dev'),
      payload: { userName: 'admin@parley.local' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/PARLEY_DEV_SIGN_IN=on/);
  });

  it('offers the embedded demonstration sign-in, in production too, since no other provider is configured', async () => {
    const settings = (
      await server.app.inject({ method: 'GET', url: '/api/internal/InstanceSettings' })
    ).json();
    expect(settings.oidcSettings.authority).toBe(`${server.config.publicOrigin}/idp`);
    expect(settings.demonstrationSignIn).toBe(true);
    const discovery = await server.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
    });
    expect(discovery.statusCode).toBe(200);
  });
});

describe('sign-in with an OpenID Connect provider configured in the environment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        PARLEY_OIDC_AUTHORITY: 'https://login.example.com/realms/parley',
        PARLEY_OIDC_CLIENT_ID: 'parley-web',
      },
    });
  });
  afterAll(() => server.close());

  it('offers that provider and switches the embedded one off (its paths answer 404, Dev too)', async () => {
    const settings = (
      await server.app.inject({ method: 'GET', url: '/api/internal/InstanceSettings' })
    ).json();
    expect(settings.oidcSettings).toEqual({
      authority: 'https://login.example.com/realms/parley',
      clientId: 'parley-web',
      scopes: [],
    });
    expect(settings.demonstrationSignIn).toBe(false);
    for (const url of ['/idp/.well-known/openid-configuration', '/idp/password']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const dev = await server.app.inject({
      method: 'POST',
      url: generateToken('Dev'),
      payload: { userName: 'staff@parley.local' },
    });
    expect(dev.statusCode).toBe(404);
  });
});

describe('GenerateToken with the embedded provider off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PARLEY_EMBEDDED_IDP: 'off' } });
  });
  afterAll(() => server.close());

  it('has no Dev identity provider (404)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: generateToken('Dev'),
      payload: { userName: 'staff@parley.local' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('publishes no OIDC settings', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/internal/InstanceSettings',
    });
    expect(response.json().oidcSettings).toBeNull();
  });
});
