import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'config-typescript', environment: 'node', include: ['src/**/*.test.ts'] },
});
