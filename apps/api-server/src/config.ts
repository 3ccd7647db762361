import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSecretsKey } from './auth/secret-box';
import { parseAllowedOrigins } from './domain/public-endpoint';
import { loadDeploymentsFromEnv, loadOfflineTokenDelayFromEnv } from './providers';
import type { ModelDeployment } from './providers';

export interface ServerConfig {
  /** Port the https server listens on (`PORT`, default 8443). */
  port: number;
  /** Interface to listen on (`HOST`, default all interfaces). */
  host: string;
  /** Where the server keeps its state: certificate, database, blobs (`PARLEY_DATA_DIR`, default ./data). */
  dataDir: string;
  /** The folder holding the built apps `chat/dist`, `admin/dist`, `public-chat/dist` (`PARLEY_APPS_DIR`). */
  appsDir: string;
  /** A PostgreSQL connection string (`DATABASE_URL`); without it the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /**
   * The embedded OpenID Connect provider (`PARLEY_EMBEDDED_IDP`): `auto` (unset) turns it on
   * exactly when no other identity provider is configured; `on` and `off` decide outright.
   */
  embeddedIdp: EmbeddedIdpSetting;
  /**
   * The password-less `Dev` token exchange, for automated tests only (`PARLEY_DEV_SIGN_IN=on`);
   * it works only while the embedded identity provider is on.
   */
  devSignIn: boolean;
  /** Identity providers configured by the environment, written to the instance settings at start. */
  identityProviders: IdentityProviderSettings;
  /** The origin clients reach the server at, for the embedded issuer (`PARLEY_PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** How long a product token stays valid, in seconds (`PARLEY_TOKEN_LIFETIME_SECONDS`, default 8 h). */
  tokenLifetimeSeconds: number;
  /**
   * The model deployments `PARLEY_MODEL_DEPLOYMENTS` seeds at start (`domain/model-deployments.ts`,
   * `seedDeployments`); once stored, the console manages them and answers read the database.
   */
  seededDeployments: ModelDeployment[];
  /** The offline engine's pause between tokens (`PARLEY_OFFLINE_TOKEN_DELAY_MS`). */
  offlineTokenDelayMs: number;
  /**
   * The model deployment that transcribes voice input (`PARLEY_TRANSCRIPTION_DEPLOYMENT`, a
   * deployment name such as one `PARLEY_MODEL_DEPLOYMENTS` seeds with model `whisper-1`); read
   * per request, so a deployment added or changed in the console holds from the next recording.
   * Unset: voice input is unavailable and says so.
   */
  transcriptionDeployment: string | undefined;
  /**
   * The model deployment that reads answers aloud (`PARLEY_SPEECH_DEPLOYMENT`, e.g. one with model
   * `tts-1`); read per request like the transcription deployment. Unset: the embedded eSpeak NG
   * voice reads them.
   */
  speechDeployment: string | undefined;
  /**
   * How long this instance's lease on its answers in flight lasts unrenewed, in seconds
   * (`PARLEY_INSTANCE_LEASE_SECONDS`, default 30; renewed three times per lease): once it runs
   * out (the process died), another instance sharing the database marks them Interrupted.
   */
  instanceLeaseSeconds: number;
  /**
   * On SIGTERM or SIGINT, how long answers in flight may go on finishing before the server stops
   * them (stored Interrupted) and closes (`PARLEY_SHUTDOWN_GRACE_SECONDS`, default 20, 0 to 600).
   */
  shutdownGraceSeconds: number;
  /**
   * Fastify's `trustProxy` (`PARLEY_TRUST_PROXY`): off by default, so the client address is the
   * connection's; behind a reverse proxy, `true`, a number of hops or the proxies' addresses, so
   * that rate limits count each visitor's address from `X-Forwarded-For`.
   */
  trustProxy: TrustProxy;
  /**
   * HTTP/2 over TLS, with HTTP/1.1 for clients that do not offer it (`PARLEY_HTTP2`, on unless
   * `off`): `bench/first-load-http2.mjs` measured the chat's first load 1 to 5 % faster over it.
   */
  http2: boolean;
  /** Overrides for the seeded public endpoint `parley-demo`, applied on every start when set. */
  publicChatSeed: PublicChatSeedOverrides;
  /**
   * The key sealing the instance's provider keys at rest (`PARLEY_SECRETS_KEY`, 32 bytes base64);
   * unset: one generated on first start in `{dataDir}/keys/instance-secrets-key`.
   */
  secretsKey: Buffer | undefined;
  /**
   * S3-compatible object storage for blobs (`PARLEY_S3_BUCKET` turns it on); unset: blobs live
   * under `{dataDir}/blobs`. Credentials come from the AWS SDK's default chain, never from here.
   */
  objectStorage: ObjectStorageSettings | undefined;
  /** What the About drawer shows (`PARLEY_BUILD_ID`, `PARLEY_COMMIT_HASH`, `PARLEY_BUILD_TIMESTAMP`). */
  build: { buildId: string | null; commitHash: string | null; timestamp: string | null };
}

export type EmbeddedIdpSetting = 'auto' | 'on' | 'off';

export interface IdentityProviderSettings {
  /** Microsoft Entra ID (`PARLEY_ENTRA_TENANT_ID`, `PARLEY_ENTRA_CLIENT_ID`, `PARLEY_ENTRA_INSTANCE`). */
  entra: { tenantId: string; clientId: string; instance: string | undefined } | undefined;
  /** Any OpenID Connect issuer (`PARLEY_OIDC_AUTHORITY`, `PARLEY_OIDC_CLIENT_ID`, `PARLEY_OIDC_SCOPES`). */
  oidc: { authority: string; clientId: string; scopes: string[] } | undefined;
}

export interface ObjectStorageSettings {
  /** `PARLEY_S3_BUCKET`. */
  bucket: string;
  /** Any S3-compatible store's http(s) URL, addressed path-style (`PARLEY_S3_ENDPOINT`); unset: AWS S3. */
  endpoint: string | undefined;
  /** `PARLEY_S3_REGION`, default `us-east-1`. */
  region: string;
  /** Put before every key (`PARLEY_S3_PREFIX`, e.g. `parley/`); empty for none. */
  prefix: string;
}

/** Trust no proxy, every proxy, the nearest n hops, or the listed addresses and subnets. */
export type TrustProxy = boolean | number | string[];

export interface PublicChatSeedOverrides {
  /** Origins allowed to frame the demo chat (`PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS`, comma separated). */
  allowedOrigins: string[] | undefined;
  /** Questions per minute per session (`PARLEY_PUBLIC_CHAT_RATE_LIMIT`), e.g. low for tests. */
  questionsPerMinutePerSession: number | undefined;
}

/** The repository's `apps/` folder, seen from `src/` in development and from `dist/` when built. */
const defaultAppsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const eightHours = 8 * 60 * 60;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8443;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

function parseEmbeddedIdp(value: string | undefined): EmbeddedIdpSetting {
  if (value === undefined || value === '') return 'auto';
  if (value === 'on' || value === 'off') return value;
  throw new Error(`PARLEY_EMBEDDED_IDP must be "on" or "off" (or unset), not "${value}".`);
}

function parseOnOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`${name} must be "on" or "off", not "${value}".`);
}

function httpsUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute https URL, not "${value}".`);
  }
  // MSAL, which every app signs in with, refuses any other authority.
  if (url.protocol !== 'https:') throw new Error(`${name} must be an https URL, not "${value}".`);
  return value.replace(/\/+$/, '');
}

/** Both variables of a pair, or neither: half a provider is a mistake to report, not to ignore. */
function pair(env: NodeJS.ProcessEnv, first: string, second: string): [string, string] | undefined {
  const [a, b] = [env[first] || undefined, env[second] || undefined];
  if (a === undefined && b === undefined) return undefined;
  if (a === undefined || b === undefined) {
    throw new Error(`${first} and ${second} configure one identity provider: set both or neither.`);
  }
  return [a, b];
}

function parseIdentityProviders(env: NodeJS.ProcessEnv): IdentityProviderSettings {
  const entra = pair(env, 'PARLEY_ENTRA_TENANT_ID', 'PARLEY_ENTRA_CLIENT_ID');
  const oidc = pair(env, 'PARLEY_OIDC_AUTHORITY', 'PARLEY_OIDC_CLIENT_ID');
  return {
    entra: entra && {
      tenantId: entra[0],
      clientId: entra[1],
      instance: env.PARLEY_ENTRA_INSTANCE
        ? `${httpsUrl('PARLEY_ENTRA_INSTANCE', env.PARLEY_ENTRA_INSTANCE)}/`
        : undefined,
    },
    oidc: oidc && {
      authority: httpsUrl('PARLEY_OIDC_AUTHORITY', oidc[0]),
      clientId: oidc[1],
      scopes: (env.PARLEY_OIDC_SCOPES ?? '').split(/[\s,]+/).filter(Boolean),
    },
  };
}

function parseTokenLifetime(value: string | undefined): number {
  if (value === undefined || value === '') return eightHours;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 7 * 24 * 60 * 60) {
    throw new Error(
      `PARLEY_TOKEN_LIFETIME_SECONDS must be a whole number from 60 to 604800, not "${value}".`,
    );
  }
  return seconds;
}

function parsePublicChatRateLimit(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
    throw new Error(
      `PARLEY_PUBLIC_CHAT_RATE_LIMIT must be a whole number from 1 to 100000, not "${value}".`,
    );
  }
  return limit;
}

/** Names proxy-addr (under Fastify's `trustProxy`) knows for ranges of private addresses. */
const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const maxPrefix = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(
    `PARLEY_TRUST_PROXY must be "true", a number of proxy hops from 1 to 100, or a comma-separated list of proxy addresses or subnets (such as "10.0.0.1,10.1.0.0/16" or "loopback"), not "${value}".`,
  );
}

function parsePublicChatSeed(env: NodeJS.ProcessEnv): PublicChatSeedOverrides {
  const origins = env.PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS;
  return {
    allowedOrigins:
      origins === undefined || origins === ''
        ? undefined
        : parseAllowedOrigins(origins, 'PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS'),
    questionsPerMinutePerSession: parsePublicChatRateLimit(env.PARLEY_PUBLIC_CHAT_RATE_LIMIT),
  };
}

function parseInstanceLease(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const seconds = Number(value);
  if (Number.isInteger(seconds) && seconds >= 3 && seconds <= 3600) return seconds;
  throw new Error(
    `PARLEY_INSTANCE_LEASE_SECONDS must be a whole number of seconds from 3 to 3600, not "${value}".`,
  );
}

function parseShutdownGrace(value: string | undefined): number {
  if (value === undefined || value === '') return 20;
  const seconds = Number(value);
  if (Number.isInteger(seconds) && seconds >= 0 && seconds <= 600) return seconds;
  throw new Error(
    `PARLEY_SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 600, not "${value}".`,
  );
}

const objectStorageVariables = ['PARLEY_S3_ENDPOINT', 'PARLEY_S3_REGION', 'PARLEY_S3_PREFIX'];

function parseS3Endpoint(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `PARLEY_S3_ENDPOINT must be the absolute https or http URL of an S3-compatible store, not "${value}".`,
    );
  }
  return value.replace(/\/+$/, '');
}

function parseObjectStorage(env: NodeJS.ProcessEnv): ObjectStorageSettings | undefined {
  const bucket = env.PARLEY_S3_BUCKET;
  if (bucket === undefined || bucket === '') {
    const stray = objectStorageVariables.filter((name) => env[name]);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(' and ')} only ${stray.length > 1 ? 'apply' : 'applies'} to object storage, which PARLEY_S3_BUCKET turns on: set the bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep blobs in the data directory.`,
      );
    }
    return undefined;
  }
  // S3's rule for new buckets, with capitals and underscores that some compatible stores allow.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/.test(bucket)) {
    throw new Error(
      `PARLEY_S3_BUCKET must be a bucket name of 3 to 63 letters, digits, ".", "_" or "-", starting and ending with a letter or digit, not "${bucket}".`,
    );
  }
  const region = env.PARLEY_S3_REGION || 'us-east-1';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(region)) {
    throw new Error(`PARLEY_S3_REGION must be a region name such as "eu-west-1", not "${region}".`);
  }
  const prefix = env.PARLEY_S3_PREFIX ?? '';
  if (
    prefix !== '' &&
    !/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/.test(prefix)
  ) {
    throw new Error(
      `PARLEY_S3_PREFIX must be slash-separated names of letters, digits, ".", "_" and "-" (such as "parley/"), with no leading slash, not "${prefix}".`,
    );
  }
  return { bucket, endpoint: parseS3Endpoint(env.PARLEY_S3_ENDPOINT), region, prefix };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.PARLEY_DATA_DIR || 'data'),
    appsDir: path.resolve(env.PARLEY_APPS_DIR || defaultAppsDir),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedIdp: parseEmbeddedIdp(env.PARLEY_EMBEDDED_IDP),
    devSignIn: parseOnOff('PARLEY_DEV_SIGN_IN', env.PARLEY_DEV_SIGN_IN),
    identityProviders: parseIdentityProviders(env),
    publicOrigin: (env.PARLEY_PUBLIC_ORIGIN || `https://localhost:${port}`).replace(/\/+$/, ''),
    tokenLifetimeSeconds: parseTokenLifetime(env.PARLEY_TOKEN_LIFETIME_SECONDS),
    seededDeployments: loadDeploymentsFromEnv(env),
    offlineTokenDelayMs: loadOfflineTokenDelayFromEnv(env),
    transcriptionDeployment: env.PARLEY_TRANSCRIPTION_DEPLOYMENT?.trim() || undefined,
    speechDeployment: env.PARLEY_SPEECH_DEPLOYMENT?.trim() || undefined,
    instanceLeaseSeconds: parseInstanceLease(env.PARLEY_INSTANCE_LEASE_SECONDS),
    shutdownGraceSeconds: parseShutdownGrace(env.PARLEY_SHUTDOWN_GRACE_SECONDS),
    trustProxy: parseTrustProxy(env.PARLEY_TRUST_PROXY),
    http2: !env.PARLEY_HTTP2 || parseOnOff('PARLEY_HTTP2', env.PARLEY_HTTP2),
    publicChatSeed: parsePublicChatSeed(env),
    secretsKey: parseSecretsKey(env.PARLEY_SECRETS_KEY),
    objectStorage: parseObjectStorage(env),
    build: {
      buildId: env.PARLEY_BUILD_ID || null,
      commitHash: env.PARLEY_COMMIT_HASH || null,
      timestamp: env.PARLEY_BUILD_TIMESTAMP || null,
    },
  };
}
