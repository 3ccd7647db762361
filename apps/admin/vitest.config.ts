import { defineProject } from 'vitest/config';
import { jsdomTest } from '../../tooling/vitest-jsdom';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'admin',
    ...jsdomTest,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Routes render the whole console and load its pages on first use against a loopback server:
    // slower than Vitest's 5 s on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
