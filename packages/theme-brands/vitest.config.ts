import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: {
    name: 'theme-brands',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
