import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
} from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';
import { explainVerificationFailure, IdentityTokenError } from './identity-verifier-errors';

export interface VerifiedIdentity {
  /** The provider's stable id for the user: Entra's object id (`oid`), otherwise `sub`. */
  subject: string;
  userName: string;
  name: string;
  email?: string;
  /** Group ids from the token's `groups` claim, when the provider sends one. */
  groups: string[];
}

export type VerifiableIdentityProvider = 'EntraId' | 'Oidc';

export interface EntraIdVerifierOptions {
  tenantId: string;
  /** The app registration's client id: the audience of its ID tokens. */
  clientId: string;
  /** The cloud instance, e.g. `https://login.microsoftonline.com/`. */
  instance: string;
  /** Defaults to `{instance}{tenantId}/discovery/v2.0/keys`. */
  jwksUri?: string;
  /** Defaults to the tenant's v2.0 issuer and its v1 (sts.windows.net) form. */
  issuer?: string | string[];
}

export interface OidcVerifierOptions {
  issuer: string;
  /** The client id (or ids) the apps sign in with. */
  audience: string | string[];
  /** Skips discovery (`{issuer}/.well-known/openid-configuration`). */
  jwksUri?: string;
  /** The provider's public keys, when they are at hand in-process (the embedded provider). */
  jwks?: JSONWebKeySet;
  /** For discovery and key fetches, e.g. one that trusts a self-signed certificate. */
  fetch?: typeof fetch;
}

export interface IdentityVerifierOptions {
  entraId?: EntraIdVerifierOptions;
  oidc?: OidcVerifierOptions;
}

export interface IdentityVerifier {
  verify(identityProvider: VerifiableIdentityProvider, token: string): Promise<VerifiedIdentity>;
}

/** Clocks of the provider and this server may disagree a little. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** Asymmetric algorithms only: a shared-secret or unsigned token proves nothing here. */
const OIDC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'EdDSA',
];
const MICROSOFT_GRAPH_AUDIENCES = new Set([
  '00000003-0000-0000-c000-000000000000',
  'https://graph.microsoft.com',
  'https://graph.microsoft.com/',
]);

interface TokenRules {
  issuer: string[];
  audience: string[];
  algorithms: string[];
  keys(): Promise<JWTVerifyGetKey>;
  identityOf(claims: JWTPayload): VerifiedIdentity;
  /** A chance to refuse a token with a clearer reason before its signature is checked. */
  precheck?(token: string): void;
}

function stringClaim(claims: JWTPayload, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = claims[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function groupsOf(claims: JWTPayload): string[] {
  const groups = claims.groups;
  return Array.isArray(groups) ? groups.filter((group) => typeof group === 'string') : [];
}

function requireClaim(value: string | undefined, description: string): string {
  if (value === undefined) {
    throw new IdentityTokenError('missing-claim', `The identity token carries no ${description}.`);
  }
  return value;
}

function identityFrom(claims: JWTPayload, subject: string | undefined): VerifiedIdentity {
  const userName = requireClaim(
    stringClaim(claims, 'preferred_username', 'upn', 'unique_name', 'email'),
    'user name (preferred_username, upn or email)',
  );
  const email = stringClaim(claims, 'email');
  return {
    subject: requireClaim(subject, 'subject (sub)'),
    userName,
    name: stringClaim(claims, 'name') ?? userName,
    ...(email === undefined ? {} : { email }),
    groups: groupsOf(claims),
  };
}

/** Resolves once and keeps the result; a failure is forgotten so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Key lookups that fail for another reason than "no such key" mean the keys are out of reach. */
function keysOrUnavailable(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey ||
        error instanceof errors.JWKSMultipleMatchingKeys
      ) {
        throw error;
      }
      throw new IdentityTokenError(
        'keys-unavailable',
        "The identity provider's signing keys could not be fetched.",
        { cause: error },
      );
    }
  };
}

function remoteKeys(jwksUri: string, fetchImplementation?: typeof fetch): JWTVerifyGetKey {
  return keysOrUnavailable(
    createRemoteJWKSet(
      new URL(jwksUri),
      fetchImplementation ? { [customFetch]: fetchImplementation } : {},
    ),
  );
}

/**
 * Microsoft Graph access tokens (the `User.Read` token) are signed over a nonce that only Graph
 * can check: nobody else can verify them, by Microsoft's design. Refuse them with that reason
 * instead of a puzzling "bad signature".
 */
function refuseGraphTokens(token: string): void {
  let header: Record<string, unknown>;
  let claims: JWTPayload;
  try {
    header = decodeProtectedHeader(token);
    claims = decodeJwt(token);
  } catch (error) {
    throw new IdentityTokenError('malformed', 'The identity token is not a valid signed JWT.', {
      cause: error,
    });
  }
  const audiences = [claims.aud ?? []].flat();
  if ('nonce' in header || audiences.some((audience) => MICROSOFT_GRAPH_AUDIENCES.has(audience))) {
    throw new IdentityTokenError(
      'unverifiable-graph-token',
      "A Microsoft Graph access token cannot be verified outside Graph; send the ID token (or a token for this app's own API) instead.",
    );
  }
}

function entraIdRules(options: EntraIdVerifierOptions): TokenRules {
  const instance = options.instance.replace(/\/+$/, '');
  const jwksUri = options.jwksUri ?? `${instance}/${options.tenantId}/discovery/v2.0/keys`;
  const keys = remoteKeys(jwksUri);
  return {
    issuer: [
      options.issuer ?? [
        `${instance}/${options.tenantId}/v2.0`,
        `https://sts.windows.net/${options.tenantId}/`,
      ],
    ].flat(),
    audience: [options.clientId, `api://${options.clientId}`],
    algorithms: ['RS256'],
    keys: () => Promise.resolve(keys),
    // `oid` is the user in the whole tenant; `sub` differs per app registration.
    identityOf: (claims) => identityFrom(claims, stringClaim(claims, 'oid', 'sub')),
    precheck: refuseGraphTokens,
  };
}

async function discoverJwksUri(issuer: string, fetchImplementation: typeof fetch): Promise<string> {
  const discoveryUrl = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImplementation(discoveryUrl, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${discoveryUrl} answered ${response.status}.`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 1.0 section 4.3: the document must name the issuer it was fetched for.
  if (document.issuer !== issuer) {
    throw new Error(`${discoveryUrl} names issuer ${String(document.issuer)}, not ${issuer}.`);
  }
  if (typeof document.jwks_uri !== 'string') throw new Error(`${discoveryUrl} has no jwks_uri.`);
  return document.jwks_uri;
}

function oidcRules(options: OidcVerifierOptions): TokenRules {
  const fetchImplementation = options.fetch ?? fetch;
  const { jwks, jwksUri } = options;
  const keys = once(async (): Promise<JWTVerifyGetKey> => {
    if (jwks) return createLocalJWKSet(jwks);
    if (jwksUri) return remoteKeys(jwksUri, options.fetch);
    try {
      return remoteKeys(await discoverJwksUri(options.issuer, fetchImplementation), options.fetch);
    } catch (error) {
      throw new IdentityTokenError(
        'keys-unavailable',
        `The identity provider ${options.issuer} could not be discovered.`,
        { cause: error },
      );
    }
  });
  return {
    issuer: [options.issuer],
    audience: [options.audience].flat(),
    algorithms: OIDC_ALGORITHMS,
    keys,
    identityOf: (claims) => identityFrom(claims, stringClaim(claims, 'sub')),
  };
}

/**
 * Verifies the identity tokens the apps exchange for a product token: signature against the
 * provider's published keys, issuer, audience and lifetime. Each refusal is an
 * `IdentityTokenError` that says why.
 */
export function createIdentityVerifier(options: IdentityVerifierOptions): IdentityVerifier {
  const rules: Partial<Record<VerifiableIdentityProvider, TokenRules>> = {
    ...(options.entraId ? { EntraId: entraIdRules(options.entraId) } : {}),
    ...(options.oidc ? { Oidc: oidcRules(options.oidc) } : {}),
  };

  return {
    async verify(identityProvider, token) {
      const rule = rules[identityProvider];
      if (!rule) {
        throw new IdentityTokenError(
          'provider-not-configured',
          `Sign-in through ${identityProvider} is not configured on this server.`,
        );
      }
      try {
        rule.precheck?.(token);
        const { payload } = await jwtVerify(token, await rule.keys(), {
          issuer: rule.issuer,
          audience: rule.audience,
          algorithms: rule.algorithms,
          requiredClaims: ['exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        return rule.identityOf(payload);
      } catch (error) {
        throw explainVerificationFailure(error, rule) ?? error;
      }
    },
  };
}

export { IdentityTokenError };
export type { IdentityTokenErrorCode } from './identity-verifier-errors';
