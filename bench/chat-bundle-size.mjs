// The JavaScript the staff chat app loads on `/chat`, gzipped: index.html's module entry and
// everything it imports statically, followed transitively; chunks loaded by dynamic `import()`
// (lazy routes) are left out and listed separately. It builds nothing: run
// `pnpm --filter @parley/chat build` first (turbo builds the packages it needs).
//
//   node bench/chat-bundle-size.mjs
//
// Budget (issue 5): 250 KB gzip.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1024;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'apps', 'chat', 'dist');
const indexPath = path.join(distDir, 'index.html');

if (!existsSync(indexPath)) {
  console.error(
    `No ${path.relative(repoRoot, indexPath)}: run "pnpm --filter @parley/chat build" first.`,
  );
  process.exit(1);
}

/** Absolute URL paths of the page's module scripts and module preloads. */
function entryScripts(html) {
  const found = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    found.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    found.add(match[1]);
  }
  return [...found];
}

// Minified static imports and re-exports: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{c}from"./y.js"`. A dynamic `import("./z.js")` has a parenthesis and does not match.
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

function resolveFrom(fromFile, specifier) {
  if (specifier.startsWith('/')) return path.join(distDir, specifier);
  return path.resolve(path.dirname(fromFile), specifier);
}

const eager = new Map();
const lazy = new Set();
const queue = entryScripts(readFileSync(indexPath, 'utf8')).map((src) => path.join(distDir, src));
while (queue.length > 0) {
  const file = queue.shift();
  if (eager.has(file)) continue;
  const code = readFileSync(file);
  eager.set(file, gzipSync(code).length);
  const text = code.toString('utf8');
  for (const match of text.matchAll(STATIC_IMPORT)) queue.push(resolveFrom(file, match[1]));
  for (const match of text.matchAll(DYNAMIC_IMPORT)) lazy.add(resolveFrom(file, match[1]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
console.log('Loaded on /chat (gzip):');
for (const [file, size] of eager) {
  total += size;
  console.log(`  ${path.relative(distDir, file).padEnd(48)} ${kb(size)}`);
}
const lazyOnly = [...lazy].filter((file) => !eager.has(file) && existsSync(file));
if (lazyOnly.length > 0) {
  console.log('Lazy chunks, not counted (gzip):');
  for (const file of lazyOnly) {
    console.log(
      `  ${path.relative(distDir, file).padEnd(48)} ${kb(gzipSync(readFileSync(file)).length)}`,
    );
  }
}
console.log(
  `Total: ${kb(total)} of ${kb(BUDGET_BYTES)} budget: ${total <= BUDGET_BYTES ? 'PASS' : 'FAIL'}`,
);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
