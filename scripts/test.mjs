// `npm test`: install what the tests need when it is missing, run every check and every test
// runner, and close with one line "N passed, N failed" summed over all of them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, quietEnv, repoRoot, run } from './toolchain.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = path.join(repoRoot, 'reports');

function asRoot(command, args, options) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run(command, args, options) : run('sudo', [command, ...args], options);
}

/** Installs Debian packages with apt-get; whether it worked. */
function aptInstall(packages) {
  log(`installing Debian's ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    asRoot('apt-get', ['update', '-qq'], { env }) === 0 &&
    asRoot('apt-get', ['install', '-y', '-qq', ...packages], { env }) === 0
  );
}

const postgresInitdb = '/usr/lib/postgresql/15/bin/initdb';
const nginx = '/usr/sbin/nginx';

/**
 * What the tests need from Debian: Chromium (test tools cannot download a browser of their own
 * here), PostgreSQL 15 (the server's tests on a real PostgreSQL, and the deployment journeys) and
 * nginx (the deployment journeys' load balancer). Each test starts its own; none runs as a service.
 * Answers whether PostgreSQL is there.
 */
function ensureDebianPackages() {
  const missing = [
    [chromium, 'chromium'],
    [postgresInitdb, 'postgresql'],
    [nginx, 'nginx'],
  ].filter(([file]) => !existsSync(file));
  if (missing.length > 0) aptInstall(missing.map(([, name]) => name));
  if (!existsSync(chromium)) {
    console.error(
      '[parley] could not install chromium with apt-get; install it, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  return existsSync(postgresInitdb);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether nothing listens on the port (on any address). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * The journeys' E2E_PORT: the one asked for, or the first of 8543, 8643, … whose block of 20
 * ports (the server, the widget's host pages, the first-run server) is free, so a product
 * started by hand, or another run, on this machine does not fail them at the start.
 */
async function journeyPort() {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  for (let base = 8543; base < 9543; base += 100) {
    const ports = Array.from({ length: 20 }, (_, offset) => base + offset);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return String(base);
  }
  return '8543';
}

const tally = { passed: 0, failed: 0 };
/** Each phase's line, in the order the phases are listed, whichever ends first. */
const summary = new Map();
/**
 * What failed, phase by phase, printed again right before the closing lines: a CI log is often
 * read from its end, and a failure printed before 20 minutes of other output is easy to miss.
 */
const failures = new Map();

/** The first lines of an error message, without colour codes. */
function firstLines(message, count = 6) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .slice(0, count)
      .map((line) => `      ${line}`)
      .join('\n')
  );
}

/** The last lines of a log file, when a phase failed without a report that says why. */
function logTail(logFile, count = 40) {
  if (!logFile || !existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-count);
}

/** Failed tests of a vitest JSON report: the test's name and its error's first lines. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`  ${path.relative(repoRoot, file.name)} > ${test.fullName}`);
      lines.push(firstLines(test.failureMessages?.[0]));
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`  ${path.relative(repoRoot, file.name)}`, firstLines(file.message));
    }
  }
  return lines;
}

/** Failed journeys of a playwright JSON report, and errors outside any journeys (a web server that did not start). */
function playwrightFailures(report) {
  const lines = (report.errors ?? []).map((error) => firstLines(error.message, 10));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        lines.push(
          `  ${[...titles, spec.title].join(' > ')} (${test.projectName}, ${test.status})`,
        );
        // Every error of the failed attempt with where it was thrown: a journey that runs out of
        // time has two, the timeout and the step it was waiting on.
        const result = test.results?.find((attempt) => (attempt.errors ?? []).length > 0);
        for (const error of result?.errors ?? []) {
          const at = error.location
            ? `      at ${path.relative(repoRoot, error.location.file)}:${error.location.line}`
            : undefined;
          lines.push(firstLines(error.message), ...(at ? [at] : []));
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return lines;
}

/**
 * The CPU seconds the whole machine has spent busy since it started, all cores together (the first
 * line of /proc/stat, in hundredths: everything but idle and I/O wait). A phase's share of it over
 * its wall time says how many cores the machine kept busy while the phase ran, its own and the
 * phases beside it: the figure to look at before moving phases between the lanes.
 */
function machineBusySeconds() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // user nice system idle iowait irq softirq steal
    const ticks = cpu.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = ticks.filter((_, field) => field !== 3 && field !== 4);
    return busy.reduce((sum, value) => sum + value, 0) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs a phase's command through `measured-run.mjs`, which reports its CPU seconds, and resolves
 * with its exit status, wall and CPU seconds. A phase beside another writes its output to
 * `reports/{name}.log` instead of the terminal, printed here when it fails.
 */
function runPhase(name, command, args, { env = quietEnv, logFile, yielding = false } = {}) {
  const cpuFile = path.join(reports, `${name}.cpu`);
  rmSync(cpuFile, { force: true });
  const output = logFile ? openSync(logFile, 'w') : 'inherit';
  const started = performance.now();
  const machineAtStart = machineBusySeconds();
  return new Promise((resolve) => {
    const measured = [
      process.execPath,
      path.join(repoRoot, 'scripts/measured-run.mjs'),
      cpuFile,
      command,
      ...args,
    ];
    // A yielding phase runs at a lower priority (nice 10, coreutils): the journeys beside it wait
    // on a browser and a server against time limits, and take the cores first when they need them.
    const [program, ...programArgs] = yielding ? ['nice', '-n', '10', ...measured] : measured;
    const child = spawn(program, programArgs, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', output, output],
    });
    child.on('exit', (code, signal) => {
      if (typeof output === 'number') closeSync(output);
      let cpu = Number.NaN;
      try {
        cpu = Number(readFileSync(cpuFile, 'utf8'));
      } catch {
        // The measuring process did not get to write it: the CPU shows as "?".
      }
      const wall = (performance.now() - started) / 1000;
      resolve({
        status: code ?? (signal ? 1 : 0),
        wall: Math.round(wall),
        cpu: Number.isNaN(cpu) ? '?' : Math.round(cpu),
        machine: ((machineBusySeconds() - machineAtStart) / wall).toFixed(1),
      });
    });
  });
}

/** What a phase running beside another said, shown only when it failed. */
function showLogIfFailed(name, logFile, failed) {
  if (!logFile) return;
  if (failed) {
    log(`${name} failed; its output (${path.relative(repoRoot, logFile)}):`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  } else {
    log(`${name} done (output in ${path.relative(repoRoot, logFile)})`);
  }
}

/** A check without test counts (lint, typecheck, format, build) counts as one test. */
async function check(key, name, command, args, options = {}) {
  log(name);
  const { status, wall, cpu, machine } = await runPhase(key, command, args, options);
  const ok = status === 0;
  tally[ok ? 'passed' : 'failed'] += 1;
  summary.set(
    key,
    `${name}: ${ok ? 'passed' : 'FAILED'} (${wall} s, ${cpu} s CPU, machine ${machine} cores busy)`,
  );
  if (!ok) failures.set(key, logTail(options.logFile));
  showLogIfFailed(name, options.logFile, !ok);
  return ok;
}

/** A test runner whose JSON report gives the counts; a runner that crashed counts as one failure. */
async function runner(key, name, command, args, reportFile, count, describe, options = {}) {
  log(name);
  rmSync(reportFile, { force: true });
  const { status, wall, cpu, machine } = await runPhase(key, command, args, options);
  const report = readJson(reportFile);
  const counts = report ? count(report) : { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  summary.set(
    key,
    `${name}: ${counts.passed} passed, ${counts.failed} failed (${wall} s, ${cpu} s CPU, machine ${machine} cores busy)`,
  );
  if (counts.failed > 0) {
    const described = report ? describe(report) : [];
    failures.set(key, described.length > 0 ? described : logTail(options.logFile));
  }
  showLogIfFailed(name, options.logFile, counts.failed > 0);
}

/** A phase that could not run counts as one failure. */
function notRun(key, line) {
  summary.set(key, line);
  tally.failed += 1;
}

const vitestCounts = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: report.numFailedTests ?? 0,
});

const phases = [
  'build',
  'lint',
  'format',
  'typecheck',
  'vitest',
  'vitest-console',
  'vitest-postgres',
  'e2e',
];

const pnpm = ensurePnpm();
installDependencies(pnpm);
const postgresInstalled = ensureDebianPackages();
mkdirSync(reports, { recursive: true });

const testsStarted = { at: performance.now(), machine: machineBusySeconds() };
const built = await check('build', 'build', pnpm, [
  'turbo',
  'run',
  'build',
  '--output-logs=errors-only',
]);

/** A phase of the queue below: its output in reports/{name}.log, at the lower priority. */
const besideJourneys = (name) => ({
  logFile: path.join(reports, `${name}.log`),
  yielding: true,
});

/**
 * A Vitest run of the queue: `args` go to pnpm (`exec vitest run …`, maybe after `--filter`), and
 * the counts come from its JSON report, reports/{key}.json.
 */
function vitestRun(key, name, args) {
  const report = path.join(reports, `${key}.json`);
  return runner(
    key,
    name,
    pnpm,
    [...args, '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
    report,
    vitestCounts,
    vitestFailures,
    besideJourneys(key),
  );
}

/**
 * Everything after the build, in the order it is taken. Two lanes take from it: one starts with
 * the journeys, which spend much of their time waiting on the browser and the server, and takes
 * the next phase when they end; the other takes phase after phase from the start. Whichever lane
 * is free takes the next, so a run where the journeys are slow, or the type checks are, still
 * keeps both cores busy to the end. Each phase's output goes to reports/{phase}.log, printed when
 * it fails.
 */
const queue = [
  () =>
    check(
      'lint',
      'lint',
      pnpm,
      // One ESLint over the whole repository: half the CPU of turbo's one process per package.
      ['run', 'lint'],
      besideJourneys('lint'),
    ),
  () =>
    check(
      'format',
      'format',
      pnpm,
      ['exec', 'prettier', '--check', '--log-level=warn', '.'],
      besideJourneys('format'),
    ),
  () =>
    check(
      'typecheck',
      'typecheck',
      pnpm,
      // One tsc for every package and app (tsconfig.projects.json): half the CPU of turbo's one
      // process per package, each parsing React's and Chakra's declarations again.
      ['run', 'typecheck'],
      besideJourneys('typecheck'),
    ),
  async () => {
    if (!postgresInstalled) {
      notRun(
        'vitest-postgres',
        'server tests on PostgreSQL 15: not run, postgresql could not be installed',
      );
      return;
    }
    await vitestRun('vitest-postgres', 'server tests on PostgreSQL 15 (vitest)', [
      '--filter',
      '@parley/api-server',
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.postgres.config.ts',
    ]);
  },
  // The unit, component and story tests, in two halves: the console's screens, and the rest.
  () =>
    vitestRun('vitest-console', 'component tests of the console (vitest)', [
      'exec',
      'vitest',
      'run',
      '--project=admin-ui',
    ]),
  () =>
    vitestRun('vitest', 'unit, component and story tests (vitest)', [
      'exec',
      'vitest',
      'run',
      '--project=!admin-ui',
    ]),
];

async function lane(first) {
  await first?.();
  for (let next = queue.shift(); next; next = queue.shift()) await next();
}

const journeys = async () =>
  built
    ? runner(
        'e2e',
        'end-to-end tests (playwright, chromium)',
        pnpm,
        ['exec', 'playwright', 'test', '--reporter=list,json'],
        path.join(reports, 'playwright.json'),
        (report) => ({
          passed: report.stats?.expected ?? 0,
          failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
        }),
        playwrightFailures,
        {
          env: {
            ...quietEnv,
            E2E_PORT: await journeyPort(),
            PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, 'playwright.json'),
          },
          logFile: path.join(reports, 'e2e.log'),
        },
      )
    : notRun('e2e', 'end-to-end tests: not run, the build failed');

await Promise.all([lane(journeys), lane()]);

for (const phase of phases.filter((name) => failures.has(name))) {
  const lines = failures.get(phase);
  console.log(`\n[parley] what failed in ${phase}:`);
  console.log(lines.length > 0 ? lines.join('\n') : '  (no report; its output is above)');
}
const lines = phases.filter((phase) => summary.has(phase)).map((phase) => summary.get(phase));
const wholeRun = (performance.now() - testsStarted.at) / 1000;
const wholeMachine = (machineBusySeconds() - testsStarted.machine) / wholeRun;
lines.push(
  `all of it: ${Math.round(wholeRun)} s from the build on, machine ${wholeMachine.toFixed(1)} cores busy`,
);
console.log(`\n[parley] ${lines.join('\n[parley] ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
