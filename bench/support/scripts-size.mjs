// What a page's JavaScript weighs on the wire. Every body is gzipped here at zlib's default level,
// so the figures do not depend on how (or whether) the server compresses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `bytes` as kilobytes with one decimal, e.g. "12.3 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzip size of a file. */
export function gzipFileSize(file) {
  return gzipSync(readFileSync(file)).length;
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
 * Records every JavaScript response of a Playwright `page` from now on. Returns a function that
 * waits for the bodies and resolves with a `Map` of URL path to gzip size.
 */
export function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return scripts;
  };
}

/**
 * The built chunks in `assetsDir` that the page did not load (`loaded` as `recordScripts` gives
 * it; the app serves the folder at `urlPrefix`), as `[URL path, gzip size]`, largest first.
 */
export function scriptsNotLoaded(assetsDir, urlPrefix, loaded) {
  const notLoaded = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${urlPrefix}/${file}`)
    .filter((urlPath) => !loaded.has(urlPath))
    .map((urlPath) => [urlPath, gzipFileSize(path.join(assetsDir, path.basename(urlPath)))]);
  return largestFirst(notLoaded);
}

/** Prints `[URL path, gzip size]` entries one a line, indented, and returns their total size. */
export function printScriptSizes(entries) {
  let total = 0;
  for (const [urlPath, size] of entries) {
    total += size;
    console.log(`  ${urlPath.padEnd(56)} ${kb(size).padStart(9)}`);
  }
  return total;
}

/** `[URL path, gzip size]` entries (or a `recordScripts` map), largest first. */
export function largestFirst(scripts) {
  return [...scripts].sort((first, second) => second[1] - first[1]);
}
