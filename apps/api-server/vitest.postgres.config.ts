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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
