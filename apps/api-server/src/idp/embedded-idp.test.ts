import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityVerifier } from '../auth/identity-verifier';
import { createSecretBox } from '../auth/secret-box';
import type { DatabaseHandle } from '../db/database';
import { identityProviderModels } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { ensureLocalhostCertificate } from '../tls';
import type { EmbeddedIdp, EmbeddedIdpOptions, IdpAccount } from './index';
import { ensureIdpKeys } from './idp-keys';
import type { IdpKeys } from './idp-keys';
import { EMBEDDED_IDP_SCOPES, mountEmbeddedIdp, WRONG_CREDENTIALS } from './index';
import { fetchTrusting, freePort, withCookieJar } from './testing/https-test-client';

const CLIENT_ID = 'parley-web';
const ADMIN_CLIENT_ID = 'parley-admin';
/** What MSAL sends once configured with `OIDCOptions.defaultScopes` (TOOLCHAIN.md). */
const MSAL_SCOPES = EMBEDDED_IDP_SCOPES.join(' ');
const ACCOUNTS: IdpAccount[] = [
  {
    accountId: 'account-staff',
    userName: 'staff@parley.local',
    name: 'Sam Staff',
    email: 'staff@parley.local',
  },
];

let dataDir: string;
let database: DatabaseHandle;
let keys: IdpKeys;
let app: FastifyInstance;
let idp: EmbeddedIdp;
let origin: string;
let issuer: string;
let redirectUri: string;
let adminRedirectUri: string;
let postLogoutRedirectUri: string;
let trustingFetch: typeof fetch;
/** The test's own password store: user name -> password. */
const passwords = new Map([['staff@parley.local', 'staff password 1']]);
let active = true;

function idpOptions(): EmbeddedIdpOptions {
  return {
    issuer,
    database: () => database.db,
    keys: () => keys,
    clients: [
      {
        clientId: CLIENT_ID,
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
      },
      {
        clientId: ADMIN_CLIENT_ID,
        redirectUris: [adminRedirectUri],
        postLogoutRedirectUris: [`${origin}/admin/auth/jwt/login`],
      },
    ],
    authenticate: (userName, password) =>
      Promise.resolve(
        passwords.get(userName) === password
          ? ACCOUNTS.find((account) => account.userName === userName)
          : undefined,
      ),
    changePassword({ userName, currentPassword, newPassword }) {
      if (passwords.get(userName) !== currentPassword)
        return Promise.resolve({ refused: WRONG_CREDENTIALS });
      passwords.set(userName, newPassword);
      return Promise.resolve({ changed: true as const });
    },
    isActive: () => active,
    findAccountById: (accountId) =>
      Promise.resolve(ACCOUNTS.find((account) => account.accountId === accountId)),
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'parley-idp-'));
  database = await openTestDatabase();
  keys = await ensureIdpKeys({
    db: database.db,
    secrets: createSecretBox(randomBytes(32)),
    dataDir,
  });
  const tls = await ensureLocalhostCertificate(dataDir);
  trustingFetch = fetchTrusting(tls.cert);
  // The issuer is part of every token, so the port must be known before the provider exists.
  const port = await freePort();
  origin = `https://127.0.0.1:${port}`;
  issuer = `${origin}/idp`;
  redirectUri = `${origin}/auth/redirect`;
  adminRedirectUri = `${origin}/admin/auth/redirect`;
  postLogoutRedirectUri = `${origin}/auth/jwt/login`;
  app = Fastify({ https: { key: tls.key, cert: tls.cert } }) as unknown as FastifyInstance;
  idp = await mountEmbeddedIdp(app, idpOptions());
  await app.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await idp.close();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One browser tab with its own cookies, plus the PKCE pair MSAL would make. */
function browser() {
  const send = withCookieJar(trustingFetch);
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return {
    codeVerifier,
    get: (url: string) => send(new URL(url, origin)),
    postForm: (url: string, fields: Record<string, string>) =>
      send(new URL(url, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    authorizeUrl(extra: Record<string, string> = {}) {
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: MSAL_SCOPES,
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        // MSAL's extras, which the provider must ignore.
        client_info: '1',
        'x-client-SKU': 'msal.js.browser',
        ...extra,
      });
      return `${issuer}/auth?${query.toString()}`;
    },
  };
}

type Browser = ReturnType<typeof browser>;

function location(response: Response): string {
  const target = response.headers.get('location');
  expect(target, `status ${response.status} without a redirect`).toBeTruthy();
  return new URL(target ?? '', origin).href;
}

async function openLoginPage(
  tab: Browser,
  extra: Record<string, string> = {},
): Promise<{ html: string; action: string }> {
  const authorize = await tab.get(tab.authorizeUrl(extra));
  expect(authorize.status).toBe(303);
  const page = await tab.get(location(authorize));
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { html, action };
}

/** Follows redirects until one leaves the provider for an app's redirect URI. */
async function followToApp(tab: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    const target = location(current);
    if (!target.startsWith(issuer)) return new URL(target);
    current = await tab.get(target);
  }
  throw new Error('the provider never sent the browser back to the app');
}

async function signIn(tab: Browser, userName: string): Promise<URL> {
  const { action } = await openLoginPage(tab);
  const password = passwords.get(userName) ?? '';
  return followToApp(tab, await tab.postForm(action, { userName, password }));
}

interface TokenResponse {
  id_token: string;
  refresh_token: string;
  access_token: string;
  token_type: string;
}

async function redeemCode(tab: Browser, code: string): Promise<TokenResponse> {
  // MSAL adds client_info and telemetry parameters; the provider must ignore them.
  const response = await tab.postForm(`${issuer}/token?x-client-SKU=msal.js.browser`, {
    client_id: CLIENT_ID,
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: tab.codeVerifier,
    client_info: '1',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

describe('embedded identity provider', () => {
  it('publishes discovery for MSAL: issuer, code flow with S256 PKCE, keys, token and end-session endpoints', async () => {
    const response = await trustingFetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      jwks_uri: idp.jwksUri,
      token_endpoint: `${issuer}/token`,
      end_session_endpoint: `${issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(['openid', 'profile', 'email']);
  });

  it('publishes only public key material at its jwks_uri', async () => {
    const response = await trustingFetch(idp.jwksUri);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
    }
  });

  it('shows a sign-in page with labelled "User name" and "Password" fields and a "Sign in" button', async () => {
    const { html } = await openLoginPage(browser());
    expect(html).toContain('<label for="userName">User name</label>');
    expect(html).toMatch(/<input id="userName" name="userName"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("fills in the user name from the app's login_hint", async () => {
    const { html } = await openLoginPage(browser(), { login_hint: 'staff@parley.local' });
    expect(html).toMatch(/<input id="userName"[^>]* value="staff@parley.local"/);
  });

  it('signs a user in with their password and returns a code and the state to the redirect URI', async () => {
    const returned = await signIn(browser(), 'staff@parley.local');
    expect(returned.origin + returned.pathname).toBe(redirectUri);
    expect(returned.searchParams.get('code')).toBeTruthy();
    expect(returned.searchParams.get('state')).toBe('state-1');
  });

  it('returns the code in the fragment when the app asks for response_mode=fragment', async () => {
    const tab = browser();
    const { action } = await openLoginPage(tab, { response_mode: 'fragment' });
    const returned = await followToApp(
      tab,
      await tab.postForm(action, {
        userName: 'staff@parley.local',
        password: passwords.get('staff@parley.local') ?? '',
      }),
    );
    const fragment = new URLSearchParams(returned.hash.slice(1));
    expect(fragment.get('code')).toBeTruthy();
    expect(returned.search).toBe('');
  });

  it('redeems the code for an ID token with sub, preferred_username, name and email, and a refresh token', async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    const tokens = await redeemCode(tab, returned.searchParams.get('code') ?? '');
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      nonce: 'nonce-1',
      sub: 'account-staff',
      preferred_username: 'staff@parley.local',
      name: 'Sam Staff',
      email: 'staff@parley.local',
    });
  });

  it('carries a tid claim, under which MSAL files and finds the cached ID token of a silent request', async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    const tokens = await redeemCode(tab, returned.searchParams.get('code') ?? '');
    expect(decodeJwt(tokens.id_token).tid).toBe('idp');
  });

  it("renews tokens with the refresh token grant for MSAL's scopes openid profile email (TOOLCHAIN.md)", async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    const tokens = await redeemCode(tab, returned.searchParams.get('code') ?? '');
    const response = await tab.postForm(`${issuer}/token`, {
      client_id: CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: MSAL_SCOPES,
    });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as TokenResponse;
    expect(decodeJwt(renewed.id_token).preferred_username).toBe('staff@parley.local');
    expect(renewed.refresh_token).toBeTruthy();
  });

  it('issues ID tokens the identity verifier accepts, through discovery or with the keys in-process', async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    const { id_token: idToken } = await redeemCode(tab, returned.searchParams.get('code') ?? '');
    const discovered = createIdentityVerifier({
      oidc: { issuer, audience: CLIENT_ID, fetch: trustingFetch },
    });
    const inProcess = createIdentityVerifier({
      oidc: { issuer: idp.issuer, audience: CLIENT_ID, jwks: keys.publicJwks },
    });
    const expected = {
      subject: 'account-staff',
      userName: 'staff@parley.local',
      name: 'Sam Staff',
      email: 'staff@parley.local',
      groups: [],
    };
    await expect(discovered.verify('Oidc', idToken)).resolves.toEqual(expected);
    await expect(inProcess.verify('Oidc', idToken)).resolves.toEqual(expected);
  });

  it('answers a wrong password and an unknown user name alike, keeping the user name but never the password', async () => {
    const tab = browser();
    const { action } = await openLoginPage(tab);
    const pages = await Promise.all(
      [
        { userName: 'staff@parley.local', password: 'not the password' },
        { userName: 'nobody@parley.local', password: 'staff password 1' },
      ].map(async (fields) => {
        const response = await tab.postForm(action, fields);
        expect(response.status).toBe(422);
        return { fields, html: await response.text() };
      }),
    );
    for (const { fields, html } of pages) {
      expect(html).toContain(WRONG_CREDENTIALS);
      expect(html).toContain(`value="${fields.userName}"`);
      expect(html).not.toContain(fields.password);
      expect(html).toContain('aria-invalid="true"');
    }
  });

  it('asks for the user name and password when either is left empty', async () => {
    const tab = browser();
    const { action } = await openLoginPage(tab);
    for (const fields of [
      { userName: '   ', password: 'x' },
      { userName: 'staff@parley.local', password: '' },
    ]) {
      const response = await tab.postForm(action, fields);
      expect(await response.text()).toContain('Enter your user name and password.');
    }
  });

  it('refuses further attempts for a user name after 10 failures, saying when to try again', async () => {
    const tab = browser();
    const { action } = await openLoginPage(tab);
    const guessed = { userName: 'guessed@parley.local' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await tab.postForm(action, { ...guessed, password: `guess ${attempt}` });
      expect(await response.text()).toContain(WRONG_CREDENTIALS);
    }
    const refused = await tab.postForm(action, { ...guessed, password: 'guess 11' });
    expect(await refused.text()).toContain(
      'Too many attempts that failed. Try again in 15 minutes.',
    );
  });

  it('changes a password on its change-password page: the old one stops working, the new one signs in', async () => {
    passwords.set('staff@parley.local', 'staff password 1');
    const tab = browser();
    const form = await tab.get(`${issuer}/password?userName=staff@parley.local`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="newPassword">New password</label>');

    const mismatch = await tab.postForm(`${issuer}/password`, {
      userName: 'staff@parley.local',
      currentPassword: 'staff password 1',
      newPassword: 'a brand new password',
      confirmPassword: 'another new password',
    });
    expect(await mismatch.text()).toContain('The two new passwords are not the same.');
    const short = await tab.postForm(`${issuer}/password`, {
      userName: 'staff@parley.local',
      currentPassword: 'staff password 1',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(await short.text()).toContain('The new password must have at least 12 characters.');
    const wrong = await tab.postForm(`${issuer}/password`, {
      userName: 'staff@parley.local',
      currentPassword: 'not it',
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(await wrong.text()).toContain(WRONG_CREDENTIALS);

    const changed = await tab.postForm(`${issuer}/password`, {
      userName: 'staff@parley.local',
      currentPassword: 'staff password 1',
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password is changed.');
    expect(passwords.get('staff@parley.local')).toBe('a brand new password');
    const returned = await signIn(browser(), 'staff@parley.local');
    expect(returned.searchParams.get('code')).toBeTruthy();
    passwords.set('staff@parley.local', 'staff password 1');
  });

  it('answers 404 everywhere under its path while it is not active', async () => {
    active = false;
    try {
      for (const url of [`${issuer}/.well-known/openid-configuration`, `${issuer}/password`]) {
        expect((await trustingFetch(url)).status).toBe(404);
      }
    } finally {
      active = true;
    }
    expect((await trustingFetch(`${issuer}/password`)).status).toBe(200);
  });

  it('refuses an authorization request without PKCE', async () => {
    const tab = browser();
    const response = await tab.get(
      tab.authorizeUrl({ code_challenge: '', code_challenge_method: '' }),
    );
    const returned = new URL(location(response));
    expect(returned.searchParams.get('error')).toBe('invalid_request');
    expect(returned.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('never asks for consent, even when the app asks to be asked (prompt=consent)', async () => {
    const tab = browser();
    await signIn(tab, 'staff@parley.local');
    const returned = await followToApp(tab, await tab.get(tab.authorizeUrl({ prompt: 'consent' })));
    expect(returned.searchParams.get('code')).toBeTruthy();
  });

  it('lets a second first-party app sign in silently on the same session, without consent (prompt=none)', async () => {
    const tab = browser();
    await signIn(tab, 'staff@parley.local');
    const silent = tab.authorizeUrl({
      client_id: ADMIN_CLIENT_ID,
      redirect_uri: adminRedirectUri,
      prompt: 'none',
    });
    const returned = await followToApp(tab, await tab.get(silent));
    expect(returned.origin + returned.pathname).toBe(adminRedirectUri);
    expect(returned.searchParams.get('code')).toBeTruthy();
  });

  it('sets its cookies httpOnly, secure and SameSite=Lax', async () => {
    const response = await trustingFetch(browser().authorizeUrl());
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; samesite=lax/i);
    }
  });

  it('scopes every cookie it sets to its own path, so the apps and the API never receive them', async () => {
    const tab = browser();
    const seen: string[] = [];
    const { action } = await openLoginPage(tab);
    const signedIn = await tab.postForm(action, {
      userName: 'staff@parley.local',
      password: passwords.get('staff@parley.local') ?? '',
    });
    let current = signedIn;
    for (let hop = 0; hop < 5; hop += 1) {
      seen.push(...current.headers.getSetCookie());
      const target = location(current);
      if (!target.startsWith(issuer)) break;
      current = await tab.get(target);
    }
    const named = seen.map((cookie) => ({
      name: cookie.split('=')[0],
      path: /; path=([^;]+)/i.exec(cookie)?.[1],
    }));
    expect(named.map((cookie) => cookie.name)).toContain('_session');
    for (const cookie of named) expect(cookie.path, cookie.name).toMatch(/^\/idp(\/|$)/);
  });

  it('serves the sign-in page uncached, unframeable and loading nothing from elsewhere', async () => {
    const tab = browser();
    const authorize = await tab.get(tab.authorizeUrl());
    const page = await tab.get(location(authorize));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers a stale or unknown sign-in link with a page that says it expired', async () => {
    const response = await browser().get(`${issuer}/interaction/not-a-real-interaction`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'This sign-in has expired or was already used. Go back to the app and sign in again.',
    );
  });

  it("allows cross-origin token requests only from the origins of a client's redirect URIs", async () => {
    const tokenRequest = (requestOrigin: string) =>
      trustingFetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          origin: requestOrigin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_id: CLIENT_ID,
          grant_type: 'refresh_token',
          refresh_token: 'unknown',
        }).toString(),
      });
    const fromApp = await tokenRequest(origin);
    const fromElsewhere = await tokenRequest('https://evil.example');
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(origin);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the CORS preflight of the token endpoint', async () => {
    const response = await trustingFetch(`${issuer}/token`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('signs in again silently while the session lasts (prompt=none)', async () => {
    const tab = browser();
    await signIn(tab, 'staff@parley.local');
    const returned = await followToApp(tab, await tab.get(tab.authorizeUrl({ prompt: 'none' })));
    expect(returned.searchParams.get('code')).toBeTruthy();
  });

  it('signs out at the end-session endpoint without a question and returns to the post-logout URI', async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    const { id_token: idToken } = await redeemCode(tab, returned.searchParams.get('code') ?? '');
    const endSession = await tab.get(
      `${issuer}/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).toString()}`,
    );
    const html = await endSession.text();
    expect(html).toContain('name="logout" value="yes"');
    expect(html).toMatch(/<script nonce="[^"]+">document\.forms\[0\]\.submit\(\);<\/script>/);

    // What the page's script does: submit the form as it is.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await tab.postForm(action, { xsrf, logout: 'yes' });
    expect(location(confirmed)).toBe(postLogoutRedirectUri);

    const silentAgain = await tab.get(tab.authorizeUrl({ prompt: 'none' }));
    expect(new URL(location(silentAgain)).searchParams.get('error')).toBe('login_required');
  });

  it('refuses an http issuer, as MSAL would (authority_uri_insecure)', async () => {
    const options = { ...idpOptions(), issuer: 'http://localhost:8080/idp' };
    await expect(
      mountEmbeddedIdp(Fastify() as unknown as FastifyInstance, options),
    ).rejects.toThrow('issuer must be an https URL, got "http://localhost:8080/idp".');
  });

  it('keeps its sessions, grants and tokens in the database, not in the process', async () => {
    const tab = browser();
    const returned = await signIn(tab, 'staff@parley.local');
    await redeemCode(tab, returned.searchParams.get('code') ?? '');
    const models = await database.db
      .selectDistinct({ model: identityProviderModels.model })
      .from(identityProviderModels);
    expect(models.map((row) => row.model)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']),
    );
  });

  it('shares its keys through the database: a second provider on it publishes the same kid', async () => {
    const firstKids = keys.publicJwks.keys.map((key) => key.kid);
    const restarted = Fastify() as unknown as FastifyInstance;
    const secondIdp = await mountEmbeddedIdp(restarted, idpOptions());
    const published = await restarted.inject({ method: 'GET', url: '/idp/jwks' });
    const publishedKids = published.json<{ keys: { kid: string }[] }>().keys.map((key) => key.kid);
    expect(publishedKids).toEqual(firstKids);
    await secondIdp.close();
    await restarted.close();
  });
});
