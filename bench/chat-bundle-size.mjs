// The JavaScript a browser downloads when a signed-in user opens `/chat` in the staff chat app
// (issue 13: at most 300 KB gzip; everything the first screen does not need loads on first use).
// It measures for real: it starts the BUILT server (apps/api-server/dist) on a free loopback port
// with a fresh data directory, signs in through the embedded identity provider in Debian's
// Chromium, then loads `/chat` again as the signed-in user (the stored session, as after a reload)
// and counts every JavaScript response until the network is idle: gzip and brotli of the built
// file, and the bytes the server sent. Chunks the page does not load (other routes, code loaded on
// first use, the sign-in) are listed but not counted. Exits 1 over budget.
//
// It builds nothing: run `pnpm exec turbo run build --filter @parley/chat --filter @parley/api-server`
// first.
//
//   node bench/chat-bundle-size.mjs
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

const BUDGET_BYTES = 300 * 1024;
const STAFF_USER = 'staff@parley.local';
const assetsDir = path.join(repoRoot, 'apps', 'chat', 'dist', 'assets');

requireBuilt([
  [serverEntry, 'pnpm exec turbo run build --filter @parley/api-server'],
  [assetsDir, 'pnpm exec turbo run build --filter @parley/chat'],
]);

await withFreshServer('bundle-size', ({ origin, dataDir }) =>
  withChromium(async (browser) => {
    const page = await newUncachedPage(browser, origin);

    // The real sign-in, as apps/chat/e2e/pages/login-page.ts does it.
    await page.goto('/auth/jwt/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('User name').fill(STAFF_USER);
    await page.getByLabel('Password', { exact: true }).fill(seededPassword(dataDir, STAFF_USER));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/chat/);
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();

    const collected = recordScripts(page, (urlPath) =>
      path.join(assetsDir, path.basename(urlPath)),
    );
    await page.goto('/chat', { waitUntil: 'networkidle' });
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (!new URL(page.url()).pathname.startsWith('/chat')) {
      throw new Error(`The signed-in user did not stay on /chat but reached ${page.url()}`);
    }
    const loaded = await collected();

    console.log(`Loaded by a signed-in user opening /chat (${STAFF_USER}):`);
    const totals = printScriptSizes(loaded);
    const notLoaded = scriptsNotLoaded(assetsDir, '/assets', loaded);
    if (notLoaded.length > 0) {
      console.log('Not loaded on /chat, not counted:');
      printScriptSizes(notLoaded);
    }
    process.exitCode = checkBudget('/chat first screen', totals, BUDGET_BYTES) ? 0 : 1;
  }),
);
