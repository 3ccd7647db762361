import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

/** The same suites as `vitest.config.ts`, against a real PostgreSQL 15 started for the run. */
export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'api-server-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    env: { PARLEY_TEST_POSTGRES: '1' },
    maxWorkers: 2,
    // A worker imports the server once and runs file after file on it (each file still builds its
    // own server and database): importing it again per file was half of these suites' time
    // (measured: 273 s -> 140 s on PGlite, two cores). No module of the server keeps state between
    // servers, and timers faked by a test are restored after it.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
