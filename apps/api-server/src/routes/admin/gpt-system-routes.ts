import { actions, adminGptSystemListSchema, routes } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSystemAgents } from '../../db/queries/gpt-systems';
import type { RouteOptions } from '../route-options';

/**
 * The agents an administrator can name in a chat access policy. The chat's own lists answer
 * only what the policies let the caller use, so an agent a policy hides from the administrator
 * could otherwise never be chosen again.
 */
export const adminGptSystemRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  app.get(
    routes.admin.gptSystems,
    {
      config: {
        access: [
          actions.ChatAccessPoliciesRead,
          actions.ChatAccessPoliciesWrite,
          actions.ChatAccessPoliciesCreate,
        ],
      },
      schema: {
        tags: ['administration: chat access policies'],
        response: { 200: adminGptSystemListSchema },
      },
    },
    async () => ({ items: await listSystemAgents(context.services.db) }),
  );
};
