import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConfigurationInput } from '@parley/api-contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import type { DatabaseHandle, DatabaseOptions } from '../db/database';
import { gptSystems } from '../db/schema';
import { seedIds } from '../db/seed/seed-data';
import { buildServer } from '../server';
import { openTestDatabase } from './test-database';

export const seededUsers = {
  admin: 'admin@parley.local',
  staff: 'staff@parley.local',
  moderator: 'moderator@parley.local',
} as const;

/**
 * Inserts a personal agent of the seeded staff user ("Sam's notes", answered by the offline
 * engine) straight into the database, as if the agent editor had made it; `fields` change any part.
 */
export async function insertPersonalAgent(
  server: TestServer,
  gptSystemId: string,
  fields: Partial<typeof gptSystems.$inferInsert> = {},
): Promise<void> {
  await server.database.db.insert(gptSystems).values({
    gptSystemId,
    name: "Sam's notes",
    gptSystemType: 'User',
    ownerUserId: seedIds.users.staff,
    introduction: 'I keep notes.',
    systemPrompt: 'Be brief.',
    deploymentName: 'offline',
    ...fields,
  });
}

/** A configuration the agent editor would send (`PUT .../configStates/{id}`), without warnings. */
export const agentConfiguration = (
  overrides: Partial<ConfigurationInput> = {},
): ConfigurationInput => ({
  gptSystemName: 'Travel desk',
  systemPrompt: 'You book business travel.',
  introduction: 'I help you book business travel.',
  deploymentName: 'offline',
  languageEngine: 'offline',
  temperature: 1,
  topP: 1,
  frequencyPenalty: 0,
  maxTokens: 2000,
  capabilityTypes: [],
  dataSources: [],
  restrictAnswerToInformationReturnedByTools: false,
  guidelinesDocumentId: null,
  ...overrides,
});

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  database: DatabaseHandle;
  /** A product token for a seeded user, through the `Dev` identity provider. */
  tokenFor(userName: string): Promise<string>;
  /** `app.inject` with a bearer token for the user. */
  as(userName: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A second server over the same database, as after a restart; the first must be closed. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment variables for `loadConfig` (e.g. the offline engine's token delay). */
  env?: NodeJS.ProcessEnv;
  /** How the server's database is opened (e.g. a logger that counts statements). */
  database?: DatabaseOptions;
}

/**
 * A whole server on a fresh copy of the seeded database (PGlite, or PostgreSQL with
 * PARLEY_TEST_POSTGRES=1) and its own data directory; ready when this resolves.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-test-server-'));
  const config = loadConfig({
    PARLEY_DATA_DIR: dataDir,
    PARLEY_APPS_DIR: dataDir,
    PARLEY_OFFLINE_TOKEN_DELAY_MS: '0',
    // Tests sign in without passwords, as the automation switch allows.
    PARLEY_DEV_SIGN_IN: 'on',
    ...options.env,
  });
  const database = await openTestDatabase(options.database);
  const tokens = new Map<string, string>();
  // PARLEY_TEST_LOG=debug shows the server's log while a test runs.
  const logger = process.env.PARLEY_TEST_LOG ? { level: process.env.PARLEY_TEST_LOG } : false;
  let app = await buildServer(config, { database, logger });
  await app.parleyReady;

  const server: TestServer = {
    get app() {
      return app;
    },
    config,
    database,
    async tokenFor(userName) {
      const cached = tokens.get(userName);
      if (cached) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/api/internal/authorization/Dev/GenerateToken',
        payload: { userName },
      });
      if (response.statusCode !== 200) throw new Error(`Dev sign-in failed: ${response.body}`);
      const token = (response.json() as { n1AIToken: string }).n1AIToken;
      tokens.set(userName, token);
      return token;
    },
    async as(userName, injectOptions) {
      const token = await server.tokenFor(userName);
      return app.inject({
        ...injectOptions,
        headers: { ...injectOptions.headers, authorization: `Bearer ${token}` },
      });
    },
    async restart() {
      app = await buildServer(config, { database, logger });
      await app.parleyReady;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
