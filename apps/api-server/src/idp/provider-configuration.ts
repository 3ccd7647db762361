import { randomBytes } from 'node:crypto';
import type { Adapter, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { IdpKeys } from './idp-keys';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './idp-pages';
import { PAGE_SECURITY_HEADERS, scriptPolicy } from './page-headers';
import type { EmbeddedIdpOptions, IdpAccount } from './embedded-idp-types';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The scopes the apps ask for. `offline_access` is left out on purpose: oidc-provider honours it
 * only with a consent prompt, and refresh tokens are issued without it (issueRefreshToken). MSAL
 * must therefore be configured with `auth.OIDCOptions.defaultScopes` set to these, or its refresh
 * requests ask for a scope the refresh token does not hold (TOOLCHAIN.md).
 */
export const EMBEDDED_IDP_SCOPES = ['openid', 'profile', 'email'];

/**
 * The tenant claim of every ID token. MSAL files a cached ID token under the realm named by `tid`
 * (empty without one) and looks it up under the account's realm, which falls back to the
 * authority's last path segment ("idp"): without a `tid` the two differ and a silent request
 * answers an empty ID token.
 */
export const EMBEDDED_IDP_TENANT = 'idp';

function claimsOf(account: IdpAccount): Record<string, string> {
  return {
    sub: account.accountId,
    tid: EMBEDDED_IDP_TENANT,
    preferred_username: account.userName,
    name: account.name,
    email: account.email,
  };
}

function setPageHeaders(ctx: KoaContextWithOIDC, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  ctx.type = 'html';
}

/**
 * Our apps are first-party: the scopes they request are granted without a consent screen, also
 * for silent (`prompt=none`) renewals, which cannot show one.
 */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { client, session, provider, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
  await grant.save();
  return grant;
}

export function createProviderConfiguration(
  options: EmbeddedIdpOptions,
  keys: IdpKeys,
  adapter: (model: string) => Adapter,
  interactionPath: (uid: string) => string,
): Configuration {
  return {
    adapter,
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      // Browser apps cannot keep a secret: they prove themselves with PKCE instead.
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      application_type: 'web',
    })),
    jwks: keys.signingKeys,
    cookies: {
      keys: keys.cookieKeys,
      // The session cookie goes to the provider only, never to the apps and the API on the same
      // origin. (The short-lived interaction cookies already carry paths of their own.)
      long: { httpOnly: true, sameSite: 'lax', path: new URL(options.issuer).pathname },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    // The authorization code flow only: no tokens in URLs.
    responseTypes: ['code'],
    scopes: EMBEDDED_IDP_SCOPES,
    claims: {
      openid: ['sub', 'tid'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    // The API server reads the user name from the ID token, not from the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    // MSAL renews silently with a refresh token; without one it falls back to a hidden iframe
    // that third-party cookie rules break (TOOLCHAIN.md).
    issueRefreshToken: () => Promise.resolve(true),
    loadExistingGrant: grantRequestedScopes,
    async findAccount(_ctx, accountId) {
      const account = await options.findAccountById(accountId);
      if (!account) return undefined;
      return { accountId: account.accountId, claims: () => Promise.resolve(claimsOf(account)) };
    },
    interactions: { url: (_ctx, interaction) => Promise.resolve(interactionPath(interaction.uid)) },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const scriptNonce = randomBytes(16).toString('base64');
          setPageHeaders(ctx, { ...PAGE_SECURITY_HEADERS, ...scriptPolicy(scriptNonce) });
          ctx.body = renderLogoutPage({ form, scriptNonce });
          return Promise.resolve();
        },
        postLogoutSuccessSource(ctx) {
          setPageHeaders(ctx, PAGE_SECURITY_HEADERS);
          ctx.body = renderSignedOutPage();
          return Promise.resolve();
        },
      },
    },
    renderError(ctx, out) {
      setPageHeaders(ctx, PAGE_SECURITY_HEADERS);
      ctx.body = renderErrorPage({
        title: 'Sign-in error',
        message: out.error_description ?? out.error,
      });
      return Promise.resolve();
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: 10 * MINUTE,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A browser app's refresh token rotates on every use; rotation must not extend its life.
      RefreshToken: (ctx, _token, client) => {
        const rotated = ctx?.oidc.entities.RotatedRefreshToken;
        return rotated && client.clientAuthMethod === 'none' ? rotated.remainingTTL : 14 * DAY;
      },
    },
  };
}
