import { defineProject } from 'vitest/config';
import { jsdomTest } from '../../tooling/vitest-jsdom';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'agent-editor',
    ...jsdomTest,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // A screen's test renders Chakra's whole tree over real HTTP and types into forms key by
    // key: on two shared cores a test can take far longer than Vitest's default 5 s.
    testTimeout: 30_000,
  },
});
