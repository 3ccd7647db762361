import { loadConfig } from './config';
import { buildServer } from './server';
import { ensureLocalhostCertificate } from './tls';

const config = loadConfig();
const tls = await ensureLocalhostCertificate(config.dataDir);
const app = await buildServer(config, {
  https: tls,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Parley is running on https://localhost:${port}`);
console.log(`The certificate to trust is ${tls.certPath}`);
