// Runs one command and, once it has ended, writes the CPU seconds it and its children used to a
// file: `node scripts/measured-run.mjs <cpu-file> <command> [args...]`. `npm test` runs its phases
// through it, two at a time, so each phase's CPU is its own (a parent's cutime mixes the children
// it happens to reap). Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [cpuFile, command, ...args] = process.argv.slice(2);
if (!cpuFile || !command) {
  console.error('usage: node scripts/measured-run.mjs <cpu-file> <command> [args...]');
  process.exit(2);
}

const result = spawnSync(command, args, { stdio: 'inherit' });
if (result.error) console.error(`[parley] could not run ${command}: ${result.error.message}`);

try {
  // cutime and cstime, fields 16 and 17 of stat(5), are the 14th and 15th after the name.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  writeFileSync(cpuFile, String((Number(fields[13]) + Number(fields[14])) / 100));
} catch {
  writeFileSync(cpuFile, 'NaN');
}
process.exit(result.status ?? 1);
