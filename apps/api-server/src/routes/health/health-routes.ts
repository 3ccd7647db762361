import { APP_VERSION, healthResponseSchema, paths } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options';

/**
 * `GET /api/internal/health`: public, so clients can tell "starting" from "down" before sign-in.
 * `initializing` while migrations and the first seed run (clients show "Application is
 * initializing, please wait..."), then `ok`.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.get(
    paths.health(),
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: context.status === 'ok' ? ('ok' as const) : ('initializing' as const),
        version: APP_VERSION,
      };
    },
  );
};
