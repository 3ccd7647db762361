import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { staticApps } from './http/static-apps';
import { healthRoutes } from './routes/health/health-routes';

export interface BuildServerOptions {
  /** TLS key and certificate; without them the server speaks plain http (tests use `inject`). */
  https?: { key: string; cert: string };
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildServer(
  config: Pick<ServerConfig, 'appsDir'>,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.https ? { https: options.https } : {}),
  }) as unknown as FastifyInstance;

  await app.register(healthRoutes);
  await staticApps(app, config.appsDir);
  return app;
}
