import { defineProject } from 'vitest/config';
import { jsdomTest } from '../../tooling/vitest-jsdom';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'chat-ui',
    ...jsdomTest,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
