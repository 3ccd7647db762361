import * as z from 'zod/mini';

/**
 * `ok`: ready to serve. `initializing`: the database is being prepared (migrations, first seed);
 * clients show "Application is initializing, please wait..." until it reports `ok`.
 */
export const healthStatusSchema = z.enum(['ok', 'initializing']);

export const healthResponseSchema = z.object({
  status: healthStatusSchema,
  version: z.string(),
});

export type HealthStatus = z.infer<typeof healthStatusSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * The load balancer's probes (issue 21). Liveness (`health/live`) answers 200 while the process
 * runs. Readiness (`health/ready`) answers 200 `ready` only while this instance should get new
 * requests, otherwise 503 with why: `initializing` (database being prepared), `draining` (shutting
 * down: answers in flight finish, new work goes elsewhere), `failed` (start-up failed) or
 * `database-unavailable` (the database does not answer).
 */
export const readinessStatusSchema = z.enum([
  'ready',
  'initializing',
  'draining',
  'failed',
  'database-unavailable',
]);

export const livenessResponseSchema = z.object({ status: z.literal('alive') });
export const readinessResponseSchema = z.object({
  status: readinessStatusSchema,
  /** The server instance answering (`server_instances`), once it has joined. */
  instanceId: z.nullable(z.string()),
});

export type ReadinessStatus = z.infer<typeof readinessStatusSchema>;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
