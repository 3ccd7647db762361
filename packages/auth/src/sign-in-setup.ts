import type { BrowserCacheLocation, Configuration, ProtocolMode } from '@azure/msal-browser';
import type { InstanceSettings } from '@parley/api-contract';
import type { ExchangeableIdentityProvider } from './token-exchange';

/** The login route of chat-spec section 2. */
export const LOGIN_PATH = '/auth/jwt/login';

/** The page MSAL v5 returns to; it only calls `broadcastResponseToMainFrame()`. */
export const REDIRECT_BRIDGE_PATH = '/auth/redirect';

/**
 * Entra ID sign-in acquires a Microsoft Graph User.Read token (chat-spec section 4). What is
 * exchanged is the ID token of that same response: a Graph access token carries a nonce that only
 * Graph can check, so no other server can verify its signature.
 */
export const ENTRA_ID_SCOPES = ['User.Read'];

/**
 * Without these, `oidc-provider` issues no refresh token and silent renewal fails (TOOLCHAIN.md).
 * They also replace MSAL's own default scopes: MSAL adds `offline_access` to every request, which
 * oidc-provider drops from the grant unless consent was prompted, so the refresh grant would then
 * fail with `invalid_scope`.
 */
export const DEFAULT_OIDC_SCOPES = ['openid', 'profile', 'email'];

export interface SignInSetup {
  identityProvider: ExchangeableIdentityProvider;
  /** The scopes of every token request. */
  scopes: string[];
  configuration: Configuration;
}

export class SignInSettingsError extends Error {
  override name = 'SignInSettingsError';
}

/** Why nobody can sign in to this app: the login page says it instead of offering a button. */
export interface SignInUnavailable {
  unavailable: string;
}

/** Thrown when something asks to sign in where sign-in is unavailable. */
export class SignInUnavailableError extends Error {
  override name = 'SignInUnavailableError';
}

/** The server configures no identity provider at all (ARCHITECTURE section 5). */
export const NO_IDENTITY_PROVIDER_MESSAGE = 'Sign-in is not configured on this server.';

export function isSignInUnavailable(
  signIn: Pick<SignInSetup, 'identityProvider' | 'scopes'> | SignInUnavailable,
): signIn is SignInUnavailable {
  return 'unavailable' in signIn;
}

function httpsUrl(field: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SignInSettingsError(`${field} must be an absolute URL, got "${value}"`);
  }
  // MSAL refuses any other authority (authority_uri_insecure).
  if (url.protocol !== 'https:') {
    throw new SignInSettingsError(`${field} must be an https URL, got "${value}"`);
  }
  return url;
}

function required(field: string, value: string): string {
  if (value.trim() === '') throw new SignInSettingsError(`${field} is required`);
  return value;
}

/**
 * The sign-in this app can offer: MSAL's setup, or why there is none (no identity provider
 * configured, or settings MSAL would refuse). Never throws: a login page must always say something.
 */
export function resolveSignIn(
  settings: InstanceSettings,
  appUrl: string,
): SignInSetup | SignInUnavailable {
  const { clientId, tenantId } = settings.entraIdSettings;
  if (!settings.oidcSettings && clientId.trim() === '' && tenantId.trim() === '') {
    return { unavailable: NO_IDENTITY_PROVIDER_MESSAGE };
  }
  try {
    return createSignInSetup(settings, appUrl);
  } catch (error) {
    if (error instanceof SignInSettingsError) {
      return { unavailable: `The sign-in settings cannot be used: ${error.message}.` };
    }
    throw error;
  }
}

/**
 * How the MSAL client signs in, from the instance settings: MSAL's OIDC protocol mode against
 * `oidcSettings.authority` when the settings carry one (any issuer, including the server's embedded
 * one at /idp), otherwise Entra ID at `{instance}{tenantId}`.
 *
 * @param appUrl the app's own root, e.g. `https://host/` or `https://host/admin`
 */
export function createSignInSetup(settings: InstanceSettings, appUrl: string): SignInSetup {
  const appRoot = appUrl.replace(/\/+$/, '');
  const redirectUris = {
    redirectUri: `${appRoot}${REDIRECT_BRIDGE_PATH}`,
    postLogoutRedirectUri: `${appRoot}${LOGIN_PATH}`,
  };
  // MSAL's constant values written out (type-checked against MSAL's types): importing the
  // constants would put MSAL in the start-up bundle of every app.
  const cacheLocation: BrowserCacheLocation = 'sessionStorage';
  const oidcProtocol: ProtocolMode = 'OIDC';
  const cache = { cacheLocation };

  const { oidcSettings } = settings;
  if (oidcSettings) {
    const authority = httpsUrl('oidcSettings.authority', oidcSettings.authority);
    return {
      identityProvider: 'Oidc',
      scopes: oidcSettings.scopes.length > 0 ? oidcSettings.scopes : DEFAULT_OIDC_SCOPES,
      configuration: {
        auth: {
          clientId: required('oidcSettings.clientId', oidcSettings.clientId),
          authority: authority.href.replace(/\/+$/, ''),
          knownAuthorities: [authority.host],
          OIDCOptions: { defaultScopes: DEFAULT_OIDC_SCOPES },
          ...redirectUris,
        },
        cache,
        system: { protocolMode: oidcProtocol },
      },
    };
  }

  const { clientId, tenantId, instance } = settings.entraIdSettings;
  const instanceUrl = httpsUrl('entraIdSettings.instance', instance);
  return {
    identityProvider: 'EntraId',
    scopes: ENTRA_ID_SCOPES,
    configuration: {
      auth: {
        clientId: required('entraIdSettings.clientId', clientId),
        authority: `${instanceUrl.href.replace(/\/+$/, '')}/${required('entraIdSettings.tenantId', tenantId)}`,
        ...redirectUris,
      },
      cache,
    },
  };
}
