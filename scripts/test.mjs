// `npm test`: install what the tests need when it is missing, run every check and every test
// runner, and close with one line "N passed, N failed" summed over all of them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, quietEnv, repoRoot, run } from './toolchain.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = path.join(repoRoot, 'reports');

function asRoot(command, args, options) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run(command, args, options) : run('sudo', [command, ...args], options);
}

/** Debian's Chromium: test tools cannot download a browser of their own here. */
function ensureChromium() {
  if (existsSync(chromium)) return;
  log(`installing Debian's chromium (${chromium} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    asRoot('apt-get', ['update', '-qq'], { env }) !== 0 ||
    asRoot('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    console.error(
      '[parley] could not install chromium with apt-get; install it, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}

const postgresInitdb = '/usr/lib/postgresql/15/bin/initdb';

/** Debian's PostgreSQL 15, for the server's tests on a real PostgreSQL (they start their own). */
function ensurePostgres() {
  if (existsSync(postgresInitdb)) return true;
  log(`installing Debian's postgresql (${postgresInitdb} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    asRoot('apt-get', ['update', '-qq'], { env }) === 0 &&
    asRoot('apt-get', ['install', '-y', '-qq', 'postgresql'], { env }) === 0
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const tally = { passed: 0, failed: 0 };
const summary = [];

/**
 * CPU seconds of the children this process has waited for, their own waited-for children included
 * (Linux's cutime and cstime; not a daemon such as the PostgreSQL server), so each phase's line can
 * say how much work it was: wall times alone mislead on a machine other work shares.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of stat(5), are the 14th and 15th after the name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Runs a phase and appends its wall and CPU time to its summary line. */
function timed(phase) {
  const started = { wall: performance.now(), cpu: childCpuSeconds() };
  const result = phase();
  const wall = Math.round((performance.now() - started.wall) / 1000);
  const cpu = Math.round(childCpuSeconds() - started.cpu);
  summary[summary.length - 1] += ` (${wall} s, ${Number.isNaN(cpu) ? '?' : cpu} s CPU)`;
  return result;
}

/** A check without test counts (lint, typecheck, format, build) counts as one test. */
function check(name, command, args) {
  return timed(() => {
    log(name);
    const ok = run(command, args) === 0;
    tally[ok ? 'passed' : 'failed'] += 1;
    summary.push(`${name}: ${ok ? 'passed' : 'FAILED'}`);
    return ok;
  });
}

/** A test runner whose JSON report gives the counts; a runner that crashed counts as one failure. */
function runner(name, command, args, reportFile, count, options = {}) {
  timed(() => {
    log(name);
    rmSync(reportFile, { force: true });
    const status = run(command, args, options);
    const report = readJson(reportFile);
    const counts = report ? count(report) : { passed: 0, failed: 1 };
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    summary.push(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
  });
}

const pnpm = ensurePnpm();
installDependencies(pnpm);
ensureChromium();
mkdirSync(reports, { recursive: true });

const built = check('build', pnpm, ['turbo', 'run', 'build', '--output-logs=errors-only']);
check('lint', pnpm, ['turbo', 'run', 'lint', 'lint:root', '--output-logs=errors-only']);
check('format', pnpm, ['exec', 'prettier', '--check', '--log-level=warn', '.']);
check('typecheck', pnpm, [
  'turbo',
  'run',
  'typecheck',
  'typecheck:root',
  '--output-logs=errors-only',
]);

const vitestReport = path.join(reports, 'vitest.json');
runner(
  'unit, component and story tests (vitest)',
  pnpm,
  [
    'exec',
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
  }),
);

const postgresReport = path.join(reports, 'vitest-postgres.json');
if (ensurePostgres()) {
  runner(
    'server tests on PostgreSQL 15 (vitest)',
    pnpm,
    [
      '--filter',
      '@parley/api-server',
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.postgres.config.ts',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${postgresReport}`,
    ],
    postgresReport,
    (report) => ({
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
    }),
  );
} else {
  summary.push('server tests on PostgreSQL 15: not run, postgresql could not be installed');
  tally.failed += 1;
}

const playwrightReport = path.join(reports, 'playwright.json');
if (built) {
  runner(
    'end-to-end tests (playwright, chromium)',
    pnpm,
    ['exec', 'playwright', 'test', '--reporter=list,json'],
    playwrightReport,
    (report) => ({
      passed: report.stats?.expected ?? 0,
      failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    }),
    { env: { ...quietEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport } },
  );
} else {
  summary.push('end-to-end tests: not run, the build failed');
  tally.failed += 1;
}

console.log(`\n[parley] ${summary.join('\n[parley] ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
