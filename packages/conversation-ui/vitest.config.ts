import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'conversation-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
