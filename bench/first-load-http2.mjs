// Does HTTP/2 load the chat faster than HTTP/1.1 (issue 13: "try HTTP/2 over TLS for the first
// load, and keep it if the measured first load is faster")? It starts the BUILT server twice on a
// free loopback port with a fresh data directory, once with HTTP/1.1 (the default) and once with
// PARLEY_HTTP2=on (HTTP/2 over TLS, HTTP/1.1 for clients that do not offer it), and in Debian's
// Chromium opens `/chat` as a signed-in user RUNS times on each: every run in a new browser context
// (new connections) with the cache off, from navigation to the chat's sidebar and the network
// going idle. It prints the files loaded, the protocol they came over, and the median, fastest
// and slowest first load of each, and which was faster. Run it on a quiet machine: it measures
// wall-clock time.
//
// It builds nothing: run `pnpm exec turbo run build --filter @parley/chat --filter @parley/api-server`
// first.
//
//   node bench/first-load-http2.mjs [--runs 9]
import { parseArgs } from 'node:util';
import { withChromium } from './support/chromium.mjs';
import { newUncachedPage } from './support/scripts-size.mjs';
import { devToken, requireBuilt, serverEntry, withFreshServer } from './support/server.mjs';
import { request } from 'playwright';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const RUNS = Number(values.runs);
const STAFF_USER = 'staff@parley.local';

requireBuilt([[serverEntry, 'pnpm exec turbo run build --filter @parley/api-server']]);

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One first load of `/chat`: milliseconds until the sidebar shows and the network is idle. */
async function firstLoad(browser, origin, token) {
  const page = await newUncachedPage(browser, origin);
  try {
    const started = performance.now();
    await page.goto(`/chat?n1ai=${encodeURIComponent(token)}`);
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const elapsed = performance.now() - started;
    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .concat(performance.getEntriesByType('navigation'))
        .map((entry) => entry.nextHopProtocol),
    );
    return { elapsed, files: protocols.length, protocols: [...new Set(protocols)].join(', ') };
  } finally {
    await page.context().close();
  }
}

async function measure(label, env) {
  return withFreshServer(
    `first-load-${label.replace(/\W/g, '').toLowerCase()}`,
    async ({ origin }) => {
      const api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
      const token = await devToken(api, STAFF_USER);
      await api.dispose();
      return withChromium(async (browser) => {
        await firstLoad(browser, origin, token); // warms the server's file reads, not counted
        const loads = [];
        for (let run = 0; run < RUNS; run++) loads.push(await firstLoad(browser, origin, token));
        const times = loads.map((load) => load.elapsed);
        const result = {
          label,
          median: median(times),
          fastest: Math.min(...times),
          slowest: Math.max(...times),
          files: loads[0]?.files ?? 0,
          protocols: loads[0]?.protocols ?? '',
        };
        console.log(
          `${label.padEnd(9)} ${result.files} files over ${result.protocols}: median ${result.median.toFixed(0)} ms ` +
            `(fastest ${result.fastest.toFixed(0)}, slowest ${result.slowest.toFixed(0)}; ${RUNS} runs)`,
        );
        return result;
      });
    },
    { env },
  );
}

const http1 = await measure('HTTP/1.1', { PARLEY_HTTP2: 'off' });
const http2 = await measure('HTTP/2', { PARLEY_HTTP2: 'on' });
const faster = http2.median < http1.median ? http2 : http1;
const gain = Math.abs(http1.median - http2.median);
console.log(
  `First load of /chat: ${faster.label} faster by ${gain.toFixed(0)} ms (median of ${RUNS}).`,
);
