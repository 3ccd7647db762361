import {
  APP_VERSION,
  healthResponseSchema,
  livenessResponseSchema,
  paths,
  readinessResponseSchema,
} from '@parley/api-contract';
import type { ReadinessStatus } from '@parley/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options';

/**
 * `GET /api/internal/health`: public, so clients can tell "starting" from "down" before sign-in.
 * `initializing` while migrations and the first seed run (clients show "Application is
 * initializing, please wait..."), then `ok`.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.get(
    paths.liveness(),
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: livenessResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  app.get(
    paths.readiness(),
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await readiness(context);
      const instanceId = context.status === 'ok' ? context.services.instanceId : null;
      return reply.code(status === 'ready' ? 200 : 503).send({ status, instanceId });
    },
  );

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

/** Whether this instance should get new requests now, asking the database when it is ready. */
async function readiness(context: RouteOptions['context']): Promise<ReadinessStatus> {
  if (context.status === 'initializing') return 'initializing';
  if (context.status === 'failed') return 'failed';
  if (context.draining) return 'draining';
  try {
    await context.services.db.execute(sql`select 1`);
    return 'ready';
  } catch {
    return 'database-unavailable';
  }
}
