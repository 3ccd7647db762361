// The JavaScript a browser downloads when the administration console's first screen opens
// (issue 13: at most 350 KB gzip). It measures for real: it starts the BUILT server
// (apps/api-server/dist) on a free loopback port with a fresh data directory, signs the
// administrator in through the embedded identity provider in Debian's Chromium, opens `/admin`
// afresh and counts every JavaScript response until the dashboard shows and the network is idle: gzip and brotli of the built file, and the bytes the server sent. Chunks the first
// screen does not load are listed but not counted. Exits 1 over budget.
//
// It builds nothing: run `pnpm exec turbo run build --filter @parley/admin --filter @parley/api-server`
// first.
//
//   node bench/admin-console-size.mjs
import path from 'node:path';
import { withChromium } from './support/chromium.mjs';
import {
  checkBudget,
  newUncachedPage,
  printScriptSizes,
  recordScripts,
  scriptsNotLoaded,
} from './support/scripts-size.mjs';
import {
  repoRoot,
  requireBuilt,
  seededPassword,
  serverEntry,
  withFreshServer,
} from './support/server.mjs';

const BUDGET_BYTES = 350 * 1024;
const ADMIN_USER = 'admin@parley.local';
const assetsDir = path.join(repoRoot, 'apps', 'admin', 'dist', 'assets');

requireBuilt([
  [serverEntry, 'pnpm exec turbo run build --filter @parley/api-server'],
  [assetsDir, 'pnpm exec turbo run build --filter @parley/admin'],
]);

await withFreshServer('admin-size', ({ origin, dataDir }) =>
  withChromium(async (browser) => {
    const page = await newUncachedPage(browser, origin);

    // The real sign-in, as apps/chat/e2e/pages/login-page.ts does it, from the console's login.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('User name').fill(ADMIN_USER);
    await page.getByLabel('Password', { exact: true }).fill(seededPassword(dataDir, ADMIN_USER));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const collected = recordScripts(page, (urlPath) =>
      path.join(assetsDir, path.basename(urlPath)),
    );
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await collected();

    console.log('Loaded by opening the console at /admin:');
    const totals = printScriptSizes(loaded);
    const notLoaded = scriptsNotLoaded(assetsDir, '/admin/assets', loaded);
    if (notLoaded.length > 0) {
      console.log('Not loaded on the first screen, not counted:');
      printScriptSizes(notLoaded);
    }
    process.exitCode = checkBudget('Console first screen', totals, BUDGET_BYTES) ? 0 : 1;
  }),
);
