import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

/**
 * The server's tests on the embedded PGlite database. `vitest.postgres.config.ts` runs the same
 * suites against a real PostgreSQL 15 (`pnpm --filter @parley/api-server test:postgres`).
 */
export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Several servers on one database: PostgreSQL only (vitest.postgres.config.ts).
    exclude: ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // Each test file holds an in-memory database of a few hundred MB: two at a time on 2 cores.
    maxWorkers: 2,
    // A worker imports the server once and runs file after file on it (each file still builds its
    // own server and database): importing it again per file was half of these suites' time
    // (measured: 273 s -> 140 s on PGlite, two cores). No module of the server keeps state between
    // servers, and timers faked by a test are restored after it.
    isolate: false,
    // A project with its own worker count runs as its own group, after the others (root run).
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
