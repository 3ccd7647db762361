// Does HTTP/2 load the chat faster than HTTP/1.1 (issue 13: "try HTTP/2 over TLS for the first
// load, and keep it if the measured first load is faster")? It starts the BUILT server twice, each
// on a free loopback port with a fresh data directory: one with PARLEY_HTTP2=off (HTTP/1.1), one
// with PARLEY_HTTP2=on (HTTP/2 over TLS, HTTP/1.1 for clients that do not offer it). In Debian's
// Chromium it opens `/chat` as a signed-in user RUNS times on each, alternating between them: every
// run in a new browser context (new connections) with the cache off, from navigation to the chat's
// sidebar and the network going idle. It prints the files loaded, the protocol they came over, the
// median, fastest and slowest first load of each, and which was faster. It measures wall-clock
// time: run it on a quiet machine.
//
// Measured on a 2-core machine, 15 alternating runs: median 1490 ms over HTTP/2 against 1503 ms,
// and 1493 against 1565 ms; fastest 1388 against 1467 ms. HTTP/2 is therefore the default.
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

/** A server and a token of the staff user on it, for one protocol. */
async function withServer(label, env, use) {
  return withFreshServer(
    `first-load-${label.replace(/\W/g, '').toLowerCase()}`,
    async ({ origin }) => {
      const api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
      const token = await devToken(api, STAFF_USER);
      await api.dispose();
      return use({ label, origin, token });
    },
    { env },
  );
}

function summary({ label }, loads) {
  const times = loads.map((load) => load.elapsed);
  const result = {
    label,
    median: median(times),
    fastest: Math.min(...times),
    slowest: Math.max(...times),
  };
  console.log(
    `${label.padEnd(9)} ${loads[0]?.files ?? 0} files over ${loads[0]?.protocols ?? ''}: ` +
      `median ${result.median.toFixed(0)} ms (fastest ${result.fastest.toFixed(0)}, ` +
      `slowest ${result.slowest.toFixed(0)}; ${RUNS} runs)`,
  );
  return result;
}

// Both servers run at once and the runs alternate, so a machine that gets busier or quieter during
// the bench weighs on both protocols alike.
await withServer('HTTP/1.1', { PARLEY_HTTP2: 'off' }, (http1) =>
  withServer('HTTP/2', { PARLEY_HTTP2: 'on' }, (http2) =>
    withChromium(async (browser) => {
      const servers = [http1, http2];
      const loads = new Map(servers.map((server) => [server, []]));
      // A first load of each warms the server's file reads; it is not counted.
      for (const server of servers) await firstLoad(browser, server.origin, server.token);
      for (let run = 0; run < RUNS; run++) {
        for (const server of run % 2 === 0 ? servers : [...servers].reverse()) {
          loads.get(server).push(await firstLoad(browser, server.origin, server.token));
        }
      }
      const [one, two] = servers.map((server) => summary(server, loads.get(server)));
      const faster = two.median < one.median ? two : one;
      console.log(
        `First load of /chat: ${faster.label} faster by ${Math.abs(one.median - two.median).toFixed(0)} ms ` +
          `(median of ${RUNS} alternating runs).`,
      );
    }),
  ),
);
