// Shared by `npm start` and `npm test`: make sure the pinned pnpm is there, then install from the
// lockfile. Plain Node with no dependencies, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const pinnedPnpm = manifest.packageManager.replace(/^pnpm@/, '');

/** Tools that would phone home are told not to: nothing beyond loopback is reachable here. */
export const quietEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

export function log(message) {
  console.log(`\n[parley] ${message}`);
}

/** Runs a command in the repository, streaming its output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: quietEnv,
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[parley] "${command} ${args.join(' ')}" failed with exit status ${status}.`);
    process.exit(status);
  }
}

function installedPnpmVersion(pnpm) {
  const result = spawnSync(pnpm, ['--version'], { encoding: 'utf8', env: quietEnv });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The pnpm binary to use: the one on PATH when it is the pinned version, otherwise the pinned
 * version installed globally with npm, or, where a global install is not allowed, into the repo.
 */
export function ensurePnpm() {
  if (installedPnpmVersion('pnpm') === pinnedPnpm) return 'pnpm';
  log(`installing pnpm ${pinnedPnpm}`);
  if (
    run('npm', ['install', '--global', `pnpm@${pinnedPnpm}`]) === 0 &&
    installedPnpmVersion('pnpm') === pinnedPnpm
  ) {
    return 'pnpm';
  }
  const prefix = path.join(repoRoot, 'node_modules', '.pnpm-bootstrap');
  const local = path.join(prefix, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local))
    runOrExit('npm', ['install', '--prefix', prefix, '--no-save', `pnpm@${pinnedPnpm}`]);
  return local;
}

export function installDependencies(pnpm) {
  log('installing dependencies from pnpm-lock.yaml');
  runOrExit(pnpm, ['install', '--frozen-lockfile']);
}
