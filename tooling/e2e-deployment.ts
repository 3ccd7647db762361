import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { paths } from '@parley/api-contract';
import { startLocalS3 } from '../apps/api-server/src/test-support/local-s3';
import { startPostgresCluster } from './postgres-cluster.mjs';

/**
 * The scaled-out deployment of ARCHITECTURE section 6 on this machine (issue 21): one PostgreSQL,
 * one S3-compatible store (a local emulator), two instances of the built server, and Debian's nginx
 * in front of them in round robin, the way an organisation runs Parley behind a load balancer. The
 * deployment journeys (`*.deployment.spec.ts`) start it once per worker and go through the balancer
 * only; `stopInstance` takes an instance away in the middle of a journey.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(repoRoot, 'apps/api-server/dist/index.js');

/** Debian's nginx (`apt-get install nginx`; `npm test` installs it). */
export const nginxBinary = process.env.PARLEY_NGINX ?? '/usr/sbin/nginx';

export interface DeploymentInstance {
  /** The id the instance answers in its readiness, and stores on the answers it streams. */
  instanceId: string;
  /** The instance itself, behind the balancer's back. */
  origin: string;
  child: ChildProcess;
  dataDir: string;
}

export interface Deployment {
  /** The balancer: the only address the browsers use. */
  origin: string;
  databaseUrl: string;
  instances: DeploymentInstance[];
  /** Every request nginx passed on, in order, with the instance that answered it (its access log). */
  requestsPassed(): PassedRequest[];
  /** Where the S3 emulator keeps the bucket's objects. */
  objectStoreDir: string;
  /** The balancer's certificate (the first instance's, for localhost): what a client trusts. */
  certificatePath: string;
  /** Kills an instance as a crash would (SIGKILL) and waits until it has exited. */
  stopInstance(instance: DeploymentInstance): Promise<void>;
  stop(): Promise<void>;
}

/** One line of the balancer's access log. */
export interface PassedRequest {
  /** The instance that answered (`host:port`): the last one nginx tried. */
  upstream: string;
  status: number;
  /** The request line, such as `GET /api/internal/health HTTP/1.1`. */
  request: string;
}

/** What both instances share, as every instance of one deployment must. */
export interface DeploymentSettings {
  /** The balancer's port on loopback. */
  port: number;
  /** Where the instances' data directories, nginx's files and the emulator's bucket go. */
  workDir: string;
  /** More environment for every instance (rate limits, lease, offline pace). */
  env?: NodeJS.ProcessEnv;
  /** How many instances nginx balances (2 unless a bench compares). */
  instanceCount?: number;
}

function fetchReadiness(origin: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${origin}${paths.readiness()}`,
      { rejectUnauthorized: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** Waits until `origin` answers ready (a bound for a machine shared with other test runs). */
async function untilReady(origin: string, what: string): Promise<string> {
  const deadline = Date.now() + 180_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const answer = await fetchReadiness(origin).catch((error: unknown) => ({
      status: 0,
      body: String(error),
    }));
    if (answer.status === 200) return answer.body;
    last = `${answer.status} ${answer.body}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} at ${origin} was not ready after 180 s: ${last}`);
}

/** Starts the built server and resolves with its origin once it prints that it is running. */
function startInstance(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PARLEY_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Parley is running on https:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        child.stdout?.off('data', onOutput);
        resolve({ child, origin: `https://127.0.0.1:${port}`, output: () => output });
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`A server instance exited (${code}):\n${output}`)),
    );
  });
}

function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: string[];
  certificate: string;
  key: string;
}): string {
  const { dir, port, upstreams, certificate, key } = options;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$upstream_addr $status "$request"';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 100m;
  upstream parley {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass https://parley;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_ssl_verify off;
      proxy_ssl_server_name on;
      proxy_ssl_name localhost;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

export async function startDeployment(settings: DeploymentSettings): Promise<Deployment> {
  const { port, workDir } = settings;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const postgres = await startPostgresCluster();
    stops.push(() => postgres.stop());
    const objectStoreDir = path.join(workDir, 's3');
    const s3 = await startLocalS3({ directory: objectStoreDir });
    stops.push(() => s3.stop());
    const origin = `https://localhost:${port}`;
    const shared: NodeJS.ProcessEnv = {
      DATABASE_URL: postgres.url,
      PARLEY_SECRETS_KEY: randomBytes(32).toString('base64'),
      PARLEY_PUBLIC_ORIGIN: origin,
      PARLEY_TRUST_PROXY: 'loopback',
      PARLEY_S3_BUCKET: s3.bucket,
      PARLEY_S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      ...settings.env,
    };
    const instances: DeploymentInstance[] = [];
    // One after the other: the first migrates and seeds the database, the others join it.
    for (let index = 0; index < (settings.instanceCount ?? 2); index += 1) {
      const name = `instance-${index + 1}`;
      const dataDir = path.join(workDir, name);
      const started = await startInstance(shared, dataDir);
      stops.push(() => {
        started.child.kill('SIGKILL');
      });
      const readiness = JSON.parse(await untilReady(started.origin, name)) as {
        instanceId: string;
      };
      instances.push({
        instanceId: readiness.instanceId,
        origin: started.origin,
        child: started.child,
        dataDir,
      });
    }

    const nginxDir = path.join(workDir, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    const tls = path.join(instances[0]?.dataDir ?? '', 'tls');
    const certificatePath = path.join(tls, 'localhost-cert.pem');
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      nginxConfig({
        dir: nginxDir,
        port,
        upstreams: instances.map((instance) => new URL(instance.origin).host),
        certificate: certificatePath,
        key: path.join(tls, 'localhost-key.pem'),
      }),
    );
    const nginx = spawn(
      nginxBinary,
      ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    stops.push(() => {
      nginx.kill('SIGTERM');
    });
    await untilReady(origin, 'the balancer');

    return {
      origin,
      databaseUrl: postgres.url,
      instances,
      objectStoreDir,
      certificatePath,
      requestsPassed: () =>
        readFileSync(path.join(nginxDir, 'access.log'), 'utf8')
          .split('\n')
          .flatMap((line) => {
            const [, upstreams = '', status = '0', requestLine = ''] =
              /^(\S+(?:, \S+)*) (\d+) "(.*)"$/.exec(line) ?? [];
            const upstream = upstreams.split(', ').at(-1);
            return upstream ? [{ upstream, status: Number(status), request: requestLine }] : [];
          }),
      async stopInstance(instance) {
        if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGKILL');
        await exited;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
