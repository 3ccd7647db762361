import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'config-eslint',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Linting a file with the whole rule set (import resolution included) takes a few seconds.
    testTimeout: 60_000,
  },
});
