import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { hostPageOrigins } from './apps/public-chat/e2e/fixtures/host-pages';
import { chromiumLaunchOptions } from './tooling/chromium';
import {
  e2eDataDir,
  e2eOrigin,
  e2ePort,
  firstRunPort,
  instanceWidePort,
  journeyTranscriptionDeployment,
} from './tooling/e2e-servers';

/**
 * End-to-end journeys of every app against the real, built server on its own port and data (the
 * instance-wide journeys against a second one: `tooling/e2e-servers.ts`). The data and output
 * folders are per port, so runs on different E2E_PORTs never share a database, and the data
 * folders start empty on every run, so no journey depends on what an earlier run left.
 */
const port = e2ePort;
const baseURL = e2eOrigin(port);
const firstRunDataDir = e2eDataDir(firstRunPort);

/**
 * The built server on `serverPort` with an empty data directory of its own. Health answers 200
 * while the server is still initializing; instance settings answer 503 until migrations and the
 * seed are done, so the journeys start on a ready server.
 */
function journeyServer(serverPort: number, extraEnv: Record<string, string> = {}) {
  const dataDir = e2eDataDir(serverPort);
  return {
    command: `rm -rf ${JSON.stringify(dataDir)} && node apps/api-server/dist/index.js`,
    url: `${e2eOrigin(serverPort)}/api/internal/InstanceSettings`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // A bound, not a wait: about 12 s on a quiet machine (most of it the embedded database's
    // first initialisation), but once over 60 s beside the static checks and the first-run
    // server's install and build, which failed every journey at the start.
    timeout: 180_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Public chat only (the other apps never read them): the widget's third-party host pages
      // may frame the demo chat, and a visitor reaches the rate limit after two questions.
      PARLEY_PUBLIC_CHAT_ALLOWED_ORIGINS: hostPageOrigins(port).join(','),
      PARLEY_PUBLIC_CHAT_RATE_LIMIT: '2',
      // Journeys other than sign-in enter with a product token from the password-less Dev
      // exchange, which exists for automation only and only when switched on.
      PARLEY_DEV_SIGN_IN: 'on',
      ...extraEnv,
    },
    stdout: 'pipe' as const,
  };
}

/** Journeys whose changes reach every user's view (`*.instance-wide.spec.ts`). */
const instanceWideJourneys = '**/*.instance-wide.spec.ts';

export default defineConfig({
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Conditions, not time: an expectation waits until it holds. A first load on a busy 2-core
  // machine (two workers, the server and Chromium sharing it) can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  // A bound for a journey that hangs, not a speed check, one for all: the longest journeys (several
  // screens, two or three browsers, axe checks) take one to two minutes alone and have taken over
  // three on a busy 2-core machine, where every page load slows (npm test runs other work beside
  // the journeys, at a lower priority: scripts/test.mjs).
  timeout: 300_000,
  workers: 2,
  reporter: 'list',
  outputDir: path.join(import.meta.dirname, 'test-results', `e2e-${port}`),
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions,
    // A failed journey keeps its trace (every action with the page's DOM before and after it) and
    // a screenshot of where it stopped. The trace records no screencast: Chromium encoding frames
    // for every journey, passed or not, cost a third of their CPU (four chat journeys: 47-53 s
    // CPU and 109-121 s with it, 27-30 s and 82-88 s without; /usr/bin/time, two runs each).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Journeys that change what every user gets (a chat access policy hides an agent from
      // everyone it does not grant, a spent budget refuses everyone's questions, a switch turns
      // personal agents off): they run on a server of their own, so no other journey sees the
      // change, beside the others, and one at a time, so none sees another's. Listed first, so
      // that one worker starts on them while the other takes the rest (a project listed last has
      // its tests handed out last, and these would run one by one at the end).
      name: 'instance-wide',
      testDir: 'apps',
      testMatch: instanceWideJourneys,
      workers: 1,
      use: { browserName: 'chromium' as const, baseURL: e2eOrigin(instanceWidePort) },
    },
    {
      // The scaled-out deployment (issue 21): nginx in front of two instances on PostgreSQL with
      // blobs in an S3 emulator, started by the journeys' worker fixture (e2e/deployment.spec.ts),
      // which runs them in order on one worker; listed early, so that the slow start overlaps.
      name: 'deployment',
      testDir: 'e2e',
      use: { browserName: 'chromium' as const },
    },
    ...['chat', 'admin', 'public-chat'].map((app) => ({
      name: app,
      testDir: `apps/${app}/e2e`,
      testIgnore: instanceWideJourneys,
      use: { browserName: 'chromium' as const },
    })),
  ],
  webServer: [
    journeyServer(port),
    // Voice input transcribes with a deployment the voice-input journey adds (instance-wide: once
    // it exists, every staff composer's microphone works).
    journeyServer(instanceWidePort, {
      PARLEY_TRANSCRIPTION_DEPLOYMENT: journeyTranscriptionDeployment,
    }),
    {
      // The first-run journey's server: `npm start` exactly as the README's quick start runs it
      // (it installs, builds with turbo's cache and serves the production build), on an empty
      // data directory of its own.
      command: `rm -rf ${JSON.stringify(firstRunDataDir)} && npm start`,
      url: `${e2eOrigin(firstRunPort)}/api/internal/InstanceSettings`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(firstRunPort),
        HOST: '127.0.0.1',
        PARLEY_DATA_DIR: firstRunDataDir,
        LOG_LEVEL: 'warn',
      },
      stdout: 'pipe',
    },
  ],
});
