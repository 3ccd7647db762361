// The public chat's weight (issue 13): the embed loader, at most 5 KB gzip, and the JavaScript a
// browser downloads when the widget's iframe first opens `/public-chat/parley-demo/true`, at most
// 230 KB gzip. The app is measured for real: it starts the BUILT server (apps/api-server/dist) on
// a free loopback port with a fresh data directory, opens the popup page in Debian's Chromium with
// the cache off, and counts every JavaScript response until the chat is shown and the network is
// idle: gzip and brotli of the built file, and the bytes the server sent. Exits 1 over budget.
//
// It builds nothing: run `pnpm --filter @parley/api-server build && pnpm --filter
// @parley/public-chat build` first.
//
//   node bench/public-chat-size.mjs
import path from 'node:path';
import { withChromium } from './support/chromium.mjs';
import {
  checkBudget,
  compressedSizes,
  newUncachedPage,
  printScriptSizes,
  recordScripts,
  scriptsNotLoaded,
} from './support/scripts-size.mjs';
import { repoRoot, requireBuilt, serverEntry, withFreshServer } from './support/server.mjs';

const LOADER_BUDGET_BYTES = 5 * 1024;
const APP_BUDGET_BYTES = 230 * 1024;
const POPUP_PATH = '/public-chat/parley-demo/true';
const distDir = path.join(repoRoot, 'apps', 'public-chat', 'dist');
const loaderPath = path.join(distDir, 'embed.js');

requireBuilt([
  [serverEntry, 'pnpm --filter @parley/api-server build'],
  [loaderPath, 'pnpm --filter @parley/public-chat build'],
]);

/** The JavaScript the popup page loads until the chat is shown, as `recordScripts` gives it. */
function measurePopupPage() {
  return withFreshServer('public-chat-size', ({ origin }) =>
    withChromium(async (browser) => {
      const page = await newUncachedPage(browser, origin);
      const collected = recordScripts(page, (urlPath) =>
        path.join(distDir, urlPath.replace(/^\/public-chat\//, '')),
      );
      await page.goto(POPUP_PATH);
      await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      return collected();
    }),
  );
}

const loaderSizes = compressedSizes(loaderPath);
const loaderPass = checkBudget(
  'Embed loader /public-chat/embed.js',
  { ...loaderSizes, wire: 0 },
  LOADER_BUDGET_BYTES,
);

const loaded = await measurePopupPage();
console.log(`Loaded on first open of ${POPUP_PATH}:`);
const totals = printScriptSizes(loaded);
const notLoaded = scriptsNotLoaded(path.join(distDir, 'assets'), '/public-chat/assets', loaded);
console.log(
  `  (${notLoaded.length} lazy chunks not loaded, ${(notLoaded.reduce((sum, entry) => sum + entry.gzip, 0) / 1024).toFixed(1)} KB gzip in all)`,
);
const appPass = checkBudget('Public chat on first open', totals, APP_BUDGET_BYTES);
process.exitCode = loaderPass && appPass ? 0 : 1;
