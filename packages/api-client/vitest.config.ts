import { defineProject } from 'vitest/config';
import { workspaceTestSources } from '../../tooling/workspace-sources';

export default defineProject({
  ...workspaceTestSources,
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
