import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The servers the end-to-end journeys run against (playwright.config.ts starts them): the main
 * one on E2E_PORT, with the automation-only password-less sign-in switched on; the instance-wide
 * journeys' own server, configured alike, on E2E_PORT + 15; and the first-run server, started by
 * `npm start` exactly as the README tells a new user, on E2E_PORT + 10 (the ports right after
 * E2E_PORT are the widget's host pages); the deployment journeys' balancer, in front of two
 * instances of their own, on E2E_PORT + 20 (`tooling/e2e-deployment.ts`).
 */
const repoRoot = path.resolve(import.meta.dirname, '..');

export const e2ePort = Number(process.env.E2E_PORT ?? 8543);
export const firstRunPort = e2ePort + 10;
export const instanceWidePort = e2ePort + 15;
export const deploymentPort = e2ePort + 20;

/**
 * The deployment the instance-wide server transcribes voice input with
 * (`PARLEY_TRANSCRIPTION_DEPLOYMENT`): none has the name until the voice-input journey adds it,
 * pointing at a fake transcription server of its own.
 */
export const journeyTranscriptionDeployment = 'journey-transcription';

export const e2eOrigin = (port: number) => `https://localhost:${port}`;

/** Per port, so runs on different E2E_PORTs never share a database; emptied on every run. */
export function e2eDataDir(port: number): string {
  return path.join(repoRoot, 'reports', `e2e-data-${port}`);
}

/**
 * The password the server generated for a seeded user at its first start, read where the README
 * sends a user who missed the start output: `idp/passwords.txt` in the data directory.
 */
export function seededPassword(dataDir: string, userName: string): string {
  const file = path.join(dataDir, 'idp', 'passwords.txt');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [name, password] = line.trim().split(/\s+/);
    if (name === userName && password) return password;
  }
  throw new Error(`${file} holds no password for ${userName}.`);
}
