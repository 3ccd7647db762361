import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'config-eslint',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Linting a file with the whole rule set (import resolution included) takes a few seconds.
    testTimeout: 60_000,
  },
});
