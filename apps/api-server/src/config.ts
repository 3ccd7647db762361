import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  /** Port the https server listens on (`PORT`, default 8443). */
  port: number;
  /** Interface to listen on (`HOST`, default all interfaces). */
  host: string;
  /** Where the server keeps its state: certificate, database, blobs (`PARLEY_DATA_DIR`, default ./data). */
  dataDir: string;
  /** The folder holding the built apps `chat/dist`, `admin/dist`, `public-chat/dist` (`PARLEY_APPS_DIR`). */
  appsDir: string;
}

/** The repository's `apps/` folder, seen from `src/` in development and from `dist/` when built. */
const defaultAppsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8443;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.PARLEY_DATA_DIR || 'data'),
    appsDir: path.resolve(env.PARLEY_APPS_DIR || defaultAppsDir),
  };
}
