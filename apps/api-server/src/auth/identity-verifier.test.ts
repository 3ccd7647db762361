import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityVerifier, IdentityTokenError } from './identity-verifier';

const TENANT_ID = '72f988bf-0000-4000-8000-000000000001';
const CLIENT_ID = '5e1a2b3c-0000-4000-8000-000000000002';
const V2_ISSUER = `https://login.microsoftonline.com/${TENANT_ID}/v2.0`;
const KID = 'tenant-key-1';

/** Stands in for Entra ID's key endpoint (and an OIDC issuer's discovery) on loopback. */
let fakeProvider: Server;
let baseUrl: string;
let tenantKey: CryptoKey;
let strangerKey: CryptoKey;

async function startFakeProvider(publicJwk: JWK): Promise<void> {
  fakeProvider = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/tenant/discovery/v2.0/keys') {
      response.end(
        JSON.stringify({ keys: [{ ...publicJwk, kid: KID, alg: 'RS256', use: 'sig' }] }),
      );
    } else if (request.url === '/.well-known/openid-configuration') {
      response.end(
        JSON.stringify({ issuer: baseUrl, jwks_uri: `${baseUrl}/tenant/discovery/v2.0/keys` }),
      );
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => fakeProvider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fakeProvider.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const tenantPair = await generateKeyPair('RS256', { extractable: true });
  tenantKey = tenantPair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  await startFakeProvider(await exportJWK(tenantPair.publicKey));
});

afterAll(async () => {
  await new Promise((resolve) => fakeProvider.close(resolve));
});

function entraVerifier() {
  return createIdentityVerifier({
    entraId: {
      tenantId: TENANT_ID,
      clientId: CLIENT_ID,
      instance: 'https://login.microsoftonline.com/',
      jwksUri: `${baseUrl}/tenant/discovery/v2.0/keys`,
    },
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function entraIdToken(
  overrides: JWTPayload = {},
  options: { key?: CryptoKey; header?: Record<string, unknown> } = {},
): Promise<string> {
  return new SignJWT({
    iss: V2_ISSUER,
    aud: CLIENT_ID,
    iat: nowSeconds(),
    nbf: nowSeconds(),
    exp: nowSeconds() + 3600,
    sub: 'pairwise-subject',
    oid: '00000000-0000-0000-0000-0000000000aa',
    tid: TENANT_ID,
    preferred_username: 'ada@contoso.example',
    name: 'Ada Lovelace',
    email: 'ada@contoso.example',
    groups: ['group-a', 'group-b'],
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT', ...options.header })
    .sign(options.key ?? tenantKey);
}

async function refusal(promise: Promise<unknown>): Promise<IdentityTokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IdentityTokenError);
  return error as IdentityTokenError;
}

describe('createIdentityVerifier, EntraId', () => {
  it('accepts an ID token signed with the tenant key and reads oid, user name, name, email and groups', async () => {
    const identity = await entraVerifier().verify('EntraId', await entraIdToken());
    expect(identity).toEqual({
      subject: '00000000-0000-0000-0000-0000000000aa',
      userName: 'ada@contoso.example',
      name: 'Ada Lovelace',
      email: 'ada@contoso.example',
      groups: ['group-a', 'group-b'],
    });
  });

  it("accepts a v1 token for the app's own API (sts.windows.net issuer, api:// audience, upn)", async () => {
    const token = await entraIdToken({
      iss: `https://sts.windows.net/${TENANT_ID}/`,
      aud: `api://${CLIENT_ID}`,
      preferred_username: undefined,
      upn: 'grace@contoso.example',
    });
    const identity = await entraVerifier().verify('EntraId', token);
    expect(identity.userName).toBe('grace@contoso.example');
  });

  it('refuses an expired token, saying it expired', async () => {
    const token = await entraIdToken({
      exp: nowSeconds() - 120,
      iat: nowSeconds() - 3720,
      nbf: nowSeconds() - 3720,
    });
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('expired');
    expect(error.message).toBe('The identity token has expired; sign in again.');
  });

  it('accepts a token that expired less than 60 seconds ago (clock tolerance)', async () => {
    const token = await entraIdToken({ exp: nowSeconds() - 30 });
    await expect(entraVerifier().verify('EntraId', token)).resolves.toMatchObject({
      userName: 'ada@contoso.example',
    });
  });

  it('refuses a token for another audience, naming the expected one', async () => {
    const token = await entraIdToken({ aud: 'someone-else' });
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('wrong-audience');
    expect(error.message).toContain(CLIENT_ID);
  });

  it('refuses a token from another tenant as the wrong issuer', async () => {
    const token = await entraIdToken({
      iss: 'https://login.microsoftonline.com/other-tenant/v2.0',
    });
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('wrong-issuer');
    expect(error.message).toContain(V2_ISSUER);
  });

  it('refuses a tampered token as a bad signature', async () => {
    const [header, , signature] = (await entraIdToken()).split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({
        iss: V2_ISSUER,
        aud: CLIENT_ID,
        exp: nowSeconds() + 3600,
        oid: 'x',
        preferred_username: 'mallory',
      }),
    ).toString('base64url');
    const error = await refusal(
      entraVerifier().verify('EntraId', `${header}.${forgedClaims}.${signature}`),
    );
    expect(error.code).toBe('bad-signature');
  });

  it('refuses a token signed with a key the tenant does not publish', async () => {
    const token = await entraIdToken({}, { key: strangerKey, header: { kid: 'not-published' } });
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('unknown-signing-key');
  });

  it('refuses a Microsoft Graph access token (nonce header) with the reason it cannot be verified', async () => {
    const token = await entraIdToken(
      { aud: '00000003-0000-0000-c000-000000000000' },
      { header: { nonce: 'graph-only-nonce' } },
    );
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('unverifiable-graph-token');
    expect(error.message).toContain('send the ID token');
  });

  it('refuses something that is not a JWT as malformed', async () => {
    const error = await refusal(entraVerifier().verify('EntraId', 'not-a-token'));
    expect(error.code).toBe('malformed');
  });

  it('refuses a token without any user name claim, naming the claims it looked for', async () => {
    const token = await entraIdToken({ preferred_username: undefined, email: undefined });
    const error = await refusal(entraVerifier().verify('EntraId', token));
    expect(error.code).toBe('missing-claim');
    expect(error.message).toContain('preferred_username');
  });

  it("reports the tenant's keys as unavailable when the key endpoint cannot be reached", async () => {
    const verifier = createIdentityVerifier({
      entraId: {
        tenantId: TENANT_ID,
        clientId: CLIENT_ID,
        instance: `${baseUrl}/`,
        jwksUri: `${baseUrl}/missing`,
      },
    });
    const error = await refusal(verifier.verify('EntraId', await entraIdToken()));
    expect(error.code).toBe('keys-unavailable');
  });

  it('says so when a provider is not configured', async () => {
    const error = await refusal(entraVerifier().verify('Oidc', await entraIdToken()));
    expect(error.code).toBe('provider-not-configured');
    expect(error.message).toBe('Sign-in through Oidc is not configured on this server.');
  });
});

describe('createIdentityVerifier, Oidc', () => {
  function oidcToken(overrides: JWTPayload = {}): Promise<string> {
    return entraIdToken({
      iss: baseUrl,
      aud: 'parley-web',
      sub: 'account-7',
      oid: undefined,
      ...overrides,
    });
  }

  it("finds the issuer's keys through discovery and takes sub as the subject", async () => {
    const verifier = createIdentityVerifier({ oidc: { issuer: baseUrl, audience: 'parley-web' } });
    const identity = await verifier.verify('Oidc', await oidcToken());
    expect(identity).toMatchObject({ subject: 'account-7', userName: 'ada@contoso.example' });
  });

  it('refuses an ID token issued to another client', async () => {
    const verifier = createIdentityVerifier({ oidc: { issuer: baseUrl, audience: 'parley-web' } });
    const error = await refusal(
      verifier.verify('Oidc', await oidcToken({ aud: 'another-client' })),
    );
    expect(error.code).toBe('wrong-audience');
  });

  it('reports an issuer whose discovery document names another issuer as unavailable', async () => {
    const verifier = createIdentityVerifier({
      oidc: { issuer: `${baseUrl}/`, audience: 'parley-web' },
    });
    const error = await refusal(verifier.verify('Oidc', await oidcToken({ iss: `${baseUrl}/` })));
    expect(error.code).toBe('keys-unavailable');
    expect(error.message).toContain('could not be discovered');
  });
});
