import { defineProject } from 'vitest/config';
import { jsdomTest } from '../../tooling/vitest-jsdom';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'chat-ui',
    ...jsdomTest,
    // Each file on fresh modules: Chakra's menus keep state in modules (zag's layer stack) that a
    // menu opened and left by one file's simulated pointer can leave behind for the next, and the
    // sidebar's files open many menus (options-menu-button.test.tsx failed in some file orders).
    isolate: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
