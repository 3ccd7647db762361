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
