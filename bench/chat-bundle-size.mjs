// The JavaScript a browser downloads when a signed-in user opens `/chat` in the staff chat app,
// gzipped (issue 5, budget 250 KB). It measures for real: it starts the BUILT server
// (apps/api-server/dist) on a free loopback port with a fresh data directory, signs in through
// the embedded identity provider in Debian's Chromium, then loads `/chat` again as the signed-in
// user (the stored session, as after a reload) and sums every JavaScript response until the
// network is idle. Each body is gzipped here at zlib's default level, so the figure does not
// depend on the server's compression. Chunks the page does not load (other routes, code loaded
// on first use, the sign-in) are listed but not counted.
//
// It builds nothing: run `pnpm exec turbo run build --filter @parley/chat --filter @parley/api-server`
// first.
//
//   node bench/chat-bundle-size.mjs
import path from 'node:path';
import { withChromium } from './support/chromium.mjs';
import {
  kb,
  largestFirst,
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

const BUDGET_BYTES = 250 * 1024;
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

    const collected = recordScripts(page);
    await page.goto('/chat', { waitUntil: 'networkidle' });
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (!new URL(page.url()).pathname.startsWith('/chat')) {
      throw new Error(`The signed-in user did not stay on /chat but reached ${page.url()}`);
    }
    const loaded = await collected();

    console.log(`Loaded by a signed-in user opening /chat (gzip, ${STAFF_USER}):`);
    const total = printScriptSizes(largestFirst(loaded));
    const notLoaded = scriptsNotLoaded(assetsDir, '/assets', loaded);
    if (notLoaded.length > 0) {
      console.log('Not loaded on /chat, not counted (gzip):');
      printScriptSizes(notLoaded);
    }
    const pass = total <= BUDGET_BYTES;
    console.log(`Total: ${kb(total)} of ${kb(BUDGET_BYTES)} budget: ${pass ? 'PASS' : 'FAIL'}`);
    process.exitCode = pass ? 0 : 1;
  }),
);
