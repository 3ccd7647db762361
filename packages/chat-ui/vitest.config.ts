import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'chat-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
