import { paths } from '@parley/api-contract';
import type { FastifyPluginAsync } from 'fastify';

/** `GET /api/internal/openapi.json`: the OpenAPI document generated from the contract's zod schemas. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    paths.openApi(),
    { config: { access: 'public' }, schema: { hide: true } as object },
    async () => app.swagger(),
  );
};
