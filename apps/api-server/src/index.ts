import { loadConfig } from './config';
import { buildServer } from './server';
import { ensureLocalhostCertificate } from './tls';

const config = loadConfig();
const tls = await ensureLocalhostCertificate(config.dataDir);
const app = await buildServer(config, {
  https: tls,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
}).catch((error: unknown) => {
  // A refusal to start (e.g. the data directory is in use) is a message, not a stack trace.
  console.error(`Parley cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// A graceful stop: readiness turns 503 so a load balancer sends new work elsewhere, answers in
// flight finish (up to PARLEY_SHUTDOWN_GRACE_SECONDS), then what is left is stored Interrupted
// and the server closes. A second signal closes at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.info(`${signal} received again, closing now`);
      void app.close().then(() => process.exit(0));
      return;
    }
    stopping = true;
    app.log.info(`${signal} received: finishing the answers in flight, then closing`);
    void app
      .parleyDrain(config.shutdownGraceSeconds * 1000)
      .then(() => app.close())
      .then(() => process.exit(0));
  });
}

// Listen first: health answers `initializing` while the database is migrated and seeded.
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Parley is running on https://localhost:${port}`);
console.log(`The certificate to trust is ${tls.certPath}`);
try {
  const report = await app.parleyReady;
  for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
  for (const line of report.info) console.log(line);
  console.log('Parley is ready');
} catch (error) {
  app.log.fatal({ err: error }, 'Parley failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
