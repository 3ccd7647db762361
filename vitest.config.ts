import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tooling/chromium';

/**
 * Every Vitest runner of the repository in one run: each package's and app's own project (jsdom or
 * node), the shared build and test tooling's, and every story as a browser test in Chromium
 * (Storybook's Vitest addon).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on these 2-core machines,
    // while a jsdom file spends much of its time waiting on its HTTP test server.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      { test: { name: 'tooling', environment: 'node', include: ['tooling/**/*.test.ts'] } },
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A bound for a story that hangs, not a speed check: a form's story types key by key,
          // which on two cores shared with the other runners has taken over 15 s.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
