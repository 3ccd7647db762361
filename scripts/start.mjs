// `npm start`: install what is needed, build (cached by turbo), and serve the whole product on
// https://localhost:8443 (PORT overrides) with its embedded defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ensurePnpm,
  installDependencies,
  log,
  quietEnv,
  repoRoot,
  runOrExit,
} from './toolchain.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);

log('building the packages and apps (turbo reuses what has not changed)');
runOrExit(pnpm, ['turbo', 'run', 'build', '--output-logs=errors-only']);

log('starting the server');
const server = spawn(process.execPath, [path.join(repoRoot, 'apps/api-server/dist/index.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...quietEnv, NODE_ENV: quietEnv.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
