import { APP_VERSION, paths } from '@parley/api-contract';
import type { HealthResponse } from '@parley/api-contract';
import type { FastifyInstance } from 'fastify';

/** `GET /api/internal/health`: public, so clients can tell "starting" from "down" before sign-in. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(paths.health(), async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version: APP_VERSION };
  });
}
