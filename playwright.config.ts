import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/chromium';

/**
 * End-to-end journeys of every app against the real, built server on its own port and data.
 * The data and output folders are per port, so runs on different E2E_PORTs never share a database.
 */
const port = Number(process.env.E2E_PORT ?? 8543);
const baseURL = `https://localhost:${port}`;
const dataDir = path.join(import.meta.dirname, 'reports', `e2e-data-${port}`);

export default defineConfig({
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: 'list',
  outputDir: path.join(import.meta.dirname, 'test-results', `e2e-${port}`),
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: ['chat', 'admin', 'public-chat'].map((app) => ({
    name: app,
    testDir: `apps/${app}/e2e`,
    use: { browserName: 'chromium' as const },
  })),
  webServer: {
    command: 'node apps/api-server/dist/index.js',
    url: `${baseURL}/api/internal/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdout: 'pipe',
  },
});
