import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: { name: 'config-typescript', environment: 'node', include: ['src/**/*.test.ts'] },
});
