import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { request } from 'node:https';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { dataSourcePaths, defaultLibraryIndexSettings } from '@parley/api-contract';
import { templateDatabase } from './global-setup';

/**
 * The server as a real process (started from its sources, as `pnpm dev` does), for tests of what
 * only whole processes show: a kill in the middle of work, several servers on one database.
 */

const serverRoot = path.resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

/**
 * Kills the servers a test file started and drops its databases; a file using this module calls
 * it in its `afterAll`.
 */
export async function stopServerProcesses(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** Removes a directory when the file's servers stop. */
export function removeAfterwards(directory: string): void {
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
}

/** A database of its own on the test cluster, from the migrated and seeded template. */
export async function postgresDatabase(): Promise<string> {
  const name = `parley_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: inject('postgresUrl') });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name} template ${templateDatabase}`);
  cleanups.push(() => admin(`drop database ${name}`));
  return inject('postgresUrl').replace(/\/postgres$/, `/${name}`);
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
}

/** Starts the server from its sources, as `pnpm dev` does, and waits until it is ready. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@parley/source', '--import', 'tsx', 'src/index.ts'],
    {
      cwd: serverRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Parley is running on https:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Parley is ready')) {
        resolve({ child, origin: `https://127.0.0.1:${port}` });
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.on('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}

/** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** An https call trusting the server's own certificate. */
export function call(
  ca: string,
  url: string,
  options: { method?: string; token?: string; body?: unknown; signal?: AbortSignal },
  onChunk?: (chunk: string) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        ca,
        signal: options.signal,
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => {
          body += chunk.toString();
          onChunk?.(chunk.toString());
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.on('error', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

/** A multipart body of files in the field `file`, as a browser sends it. */
export async function filesForm(files: { fileName: string; text: string }[]) {
  const form = new FormData();
  for (const { fileName, text } of files) form.append('file', new Blob([text]), fileName);
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? '',
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** An https upload trusting the server's own certificate. */
export function upload(
  ca: string,
  url: string,
  token: string,
  form: { contentType: string; body: Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        ca,
        headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(form.body);
  });
}

/** A Dev sign-in token for the seeded administrator (the server runs with PARLEY_DEV_SIGN_IN=on). */
/** A product token for a seeded user, through the automation-only `Dev` exchange. */
export async function devToken(
  ca: string,
  origin: string,
  userName = 'admin@parley.local',
): Promise<string> {
  const answer = await call(ca, `${origin}/api/internal/authorization/Dev/GenerateToken`, {
    method: 'POST',
    body: { userName },
  });
  return (JSON.parse(answer.body) as { n1AIToken: string }).n1AIToken;
}

/**
 * An `onChunk` for `call` that reads a streamed answer's events as they arrive, however the
 * chunks split them, and hands each event's name and data to `onEvent`.
 */
export function eventReader(onEvent: (event: string, data: Record<string, string>) => void) {
  let buffered = '';
  return (chunk: string) => {
    buffered += chunk;
    const frames = buffered.split('\n\n');
    buffered = frames.pop() ?? '';
    for (const frame of frames) {
      const event = /^event: (.*)$/m.exec(frame)?.[1] ?? '';
      onEvent(
        event,
        JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}') as Record<string, string>,
      );
    }
  };
}

/** Creates a file library on default endpoints and answers its id. */
export async function createLibrary(
  ca: string,
  origin: string,
  token: string,
  name: string,
): Promise<string> {
  const created = await call(ca, `${origin}${dataSourcePaths.typed('FileLibrary', 'Default')}`, {
    method: 'POST',
    token,
    body: {
      name,
      description: '',
      indexSettings: defaultLibraryIndexSettings,
      embeddingDeploymentName: null,
    },
  });
  return (JSON.parse(created.body) as { dataSourceId: string }).dataSourceId;
}

/** Markdown files of about a hundred chunks each: seconds of processing for a server. */
export function meetingNotes(prefix: string, count: number) {
  const paragraph = 'Minutes of the meeting about the archive and its retention rules. ';
  return Array.from({ length: count }, (_, index) => ({
    fileName: `${prefix}-${index + 1}.md`,
    text: Array.from({ length: 2_000 }, (_, line) => `${paragraph}Item ${line}.`).join('\n\n'),
  }));
}
