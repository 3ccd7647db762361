// What a page's JavaScript weighs. Each script the page loads is measured three ways: gzip and
// brotli of the built file (zlib's default gzip level, brotli's highest quality, as a build would
// precompress it), so the budgets do not depend on how the server compresses, and the bytes the
// server actually sent for it (its Content-Length, or the body Chromium received), so a server
// that stops compressing shows up.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** `bytes` as kilobytes with one decimal, e.g. "12.3 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzip and brotli sizes of a file's contents. */
export function compressedSizes(file) {
  const body = readFileSync(file);
  return {
    gzip: gzipSync(body).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/**
 * A page of a new browser context on `origin` (the server's self-signed certificate accepted)
 * with the cache off, so that every load downloads afresh: what a first visit costs.
 */
export async function newUncachedPage(browser, origin) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/**
 * Records every JavaScript response of a Playwright `page` from now on; `fileOf` maps a URL path
 * to the built file it serves. Returns a function that waits for the responses to finish and
 * resolves with `{ urlPath, gzip, brotli, wire }` entries, one per URL path, largest first: with
 * the cache off a chunk two modules ask for can be fetched twice, which a real visit's cache
 * would serve once, so a second fetch is not counted again.
 */
export function recordScripts(page, fileOf) {
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      (async () => {
        const urlPath = new URL(response.url()).pathname;
        const length = Number(response.headers()['content-length']);
        const wire = Number.isFinite(length)
          ? length
          : (await response.request().sizes()).responseBodySize;
        return { urlPath, wire, ...compressedSizes(fileOf(urlPath)) };
      })(),
    );
  });
  return async () => {
    const byPath = new Map();
    for (const entry of await Promise.all(pending)) {
      if (!byPath.has(entry.urlPath)) byPath.set(entry.urlPath, entry);
    }
    return largestFirst([...byPath.values()]);
  };
}

/**
 * The built chunks in `assetsDir` (served at `urlPrefix`) that are not among `loaded`, as
 * entries without a `wire` figure, largest first.
 */
export function scriptsNotLoaded(assetsDir, urlPrefix, loaded) {
  const loadedPaths = new Set(loaded.map((entry) => entry.urlPath));
  const notLoaded = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, urlPath: `${urlPrefix}/${file}` }))
    .filter(({ urlPath }) => !loadedPaths.has(urlPath))
    .map(({ file, urlPath }) => ({ urlPath, ...compressedSizes(path.join(assetsDir, file)) }));
  return largestFirst(notLoaded);
}

/** Entries largest (gzip) first. */
export function largestFirst(entries) {
  return [...entries].sort((first, second) => second.gzip - first.gzip);
}

/**
 * Prints entries one a line under a header (gzip, brotli, and the bytes sent when measured) and
 * returns their totals.
 */
export function printScriptSizes(entries) {
  const totals = { gzip: 0, brotli: 0, wire: 0 };
  const withWire = entries.some((entry) => entry.wire !== undefined);
  console.log(
    `  ${'script'.padEnd(56)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}${withWire ? ` ${'sent'.padStart(9)}` : ''}`,
  );
  for (const entry of entries) {
    totals.gzip += entry.gzip;
    totals.brotli += entry.brotli;
    totals.wire += entry.wire ?? 0;
    console.log(
      `  ${entry.urlPath.padEnd(56)} ${kb(entry.gzip).padStart(9)} ${kb(entry.brotli).padStart(9)}${withWire ? ` ${kb(entry.wire).padStart(9)}` : ''}`,
    );
  }
  return totals;
}

/**
 * Prints one budget line for `totals` against `budgetBytes` of gzip and returns whether it holds.
 */
export function checkBudget(label, totals, budgetBytes) {
  const pass = totals.gzip <= budgetBytes;
  const sent = totals.wire > 0 ? `, ${kb(totals.wire)} sent` : '';
  console.log(
    `${label}: ${kb(totals.gzip)} gzip (${kb(totals.brotli)} brotli${sent}) of ${kb(budgetBytes)} gzip budget: ${pass ? 'PASS' : 'FAIL'} (${Math.abs(budgetBytes - totals.gzip)} bytes ${pass ? 'to spare' : 'over'})`,
  );
  return pass;
}
