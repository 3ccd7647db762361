import { actions, adminBrandListSchema, routes } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBrandKeys } from '../../db/queries/brands';
import type { RouteOptions } from '../route-options';

/**
 * The brands by key (admin-spec section 7, Brands: "GET admin list"). Open to the brand actions,
 * and to the agent actions, whose publishing page chooses the brand an agent's public chat shows.
 */
export const adminBrandListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  app.get(
    routes.admin.brands,
    {
      config: {
        access: [
          actions.BrandsRead,
          actions.BrandsCreate,
          actions.BrandsWrite,
          actions.GptSystemsRead,
          actions.GptSystemsCreate,
          actions.GptSystemsWrite,
        ],
      },
      schema: { tags: ['administration: brands'], response: { 200: adminBrandListSchema } },
    },
    async () => ({
      items: (await listBrandKeys(context.services.db)).map((brandKey) => ({ brandKey })),
    }),
  );
};
