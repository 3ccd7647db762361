import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
   * Whether the embedded OpenID Connect provider (and the `Dev` sign-in) is mounted
   * (`PARLEY_EMBEDDED_IDP`): on by default, off under `NODE_ENV=production` unless set to `on`.
   */
  embeddedIdp: boolean;
  /** The origin clients reach the server at, for the embedded issuer (`PARLEY_PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** How long a product token stays valid, in seconds (`PARLEY_TOKEN_LIFETIME_SECONDS`, default 8 h). */
  tokenLifetimeSeconds: number;
  /** Model deployments by name (`PARLEY_MODEL_DEPLOYMENTS`); unknown names use the offline engine. */
  modelDeployments: ModelDeployment[];
  /** The offline engine's pause between tokens (`PARLEY_OFFLINE_TOKEN_DELAY_MS`). */
  offlineTokenDelayMs: number;
  /** What the About drawer shows (`PARLEY_BUILD_ID`, `PARLEY_COMMIT_HASH`, `PARLEY_BUILD_TIMESTAMP`). */
  build: { buildId: string | null; commitHash: string | null; timestamp: string | null };
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

function parseEmbeddedIdp(value: string | undefined, nodeEnv: string | undefined): boolean {
  if (value === undefined || value === '') return nodeEnv !== 'production';
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`PARLEY_EMBEDDED_IDP must be "on" or "off", not "${value}".`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.PARLEY_DATA_DIR || 'data'),
    appsDir: path.resolve(env.PARLEY_APPS_DIR || defaultAppsDir),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedIdp: parseEmbeddedIdp(env.PARLEY_EMBEDDED_IDP, env.NODE_ENV),
    publicOrigin: (env.PARLEY_PUBLIC_ORIGIN || `https://localhost:${port}`).replace(/\/+$/, ''),
    tokenLifetimeSeconds: parseTokenLifetime(env.PARLEY_TOKEN_LIFETIME_SECONDS),
    modelDeployments: loadDeploymentsFromEnv(env),
    offlineTokenDelayMs: loadOfflineTokenDelayFromEnv(env),
    build: {
      buildId: env.PARLEY_BUILD_ID || null,
      commitHash: env.PARLEY_COMMIT_HASH || null,
      timestamp: env.PARLEY_BUILD_TIMESTAMP || null,
    },
  };
}
