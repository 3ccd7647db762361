// The public chat's weight (issue 7): the gzip size of the embed loader, against its 5 KB budget,
// and of the JavaScript a browser downloads when the widget's iframe first opens
// `/public-chat/parley-demo/true` (reported; the issue sets no budget for it). The app is measured
// for real: it starts the BUILT server (apps/api-server/dist) on a free loopback port with a fresh
// data directory, opens the popup page in Debian's Chromium with the cache off, and sums every
// JavaScript response until the chat is shown and the network is idle. Each body is gzipped here
// at zlib's default level, so the figures do not depend on the server's compression.
//
// It builds nothing: run `pnpm --filter @parley/api-server build && pnpm --filter
// @parley/public-chat build` first.
//
//   node bench/public-chat-size.mjs
import path from 'node:path';
import { withChromium } from './support/chromium.mjs';
import {
  gzipFileSize,
  kb,
  largestFirst,
  newUncachedPage,
  printScriptSizes,
  recordScripts,
  scriptsNotLoaded,
} from './support/scripts-size.mjs';
import { repoRoot, requireBuilt, serverEntry, withFreshServer } from './support/server.mjs';

const LOADER_BUDGET_BYTES = 5 * 1024;
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
      const collected = recordScripts(page);
      await page.goto(POPUP_PATH);
      await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      return collected();
    }),
  );
}

const loaderBytes = gzipFileSize(loaderPath);
const loaderPass = loaderBytes <= LOADER_BUDGET_BYTES;
console.log(
  `Embed loader /public-chat/embed.js (gzip): ${kb(loaderBytes)} of ${kb(LOADER_BUDGET_BYTES)} budget: ${loaderPass ? 'PASS' : 'FAIL'}`,
);

const loaded = await measurePopupPage();
console.log(`Loaded on first open of ${POPUP_PATH} (gzip):`);
const total = printScriptSizes(largestFirst(loaded));
const notLoaded = scriptsNotLoaded(path.join(distDir, 'assets'), '/public-chat/assets', loaded);
console.log(
  `  (${notLoaded.length} lazy chunks not loaded, ${kb(notLoaded.reduce((sum, [, size]) => sum + size, 0))} gzip in all)`,
);
console.log(`Public chat app on first load: ${kb(total)} (reported; no budget set)`);
process.exitCode = loaderPass ? 0 : 1;
