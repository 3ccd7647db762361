import { actions, adminGptSystemListSchema, routes } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSystemAgents } from '../../db/queries/gpt-systems';
import type { RouteOptions } from '../route-options';

/** The console list's status of an agent (see `adminGptSystemListSchema`). */
export function agentStatus(agent: { publishingState: string; moderationStatus: string }) {
  if (agent.moderationStatus === 'Banned') return 'Inactive' as const;
  return agent.publishingState === 'Published' ? ('Active' as const) : ('Draft' as const);
}

/**
 * The system agents: the console's agent list, and the agents an administrator can name in a
 * chat access policy. The chat's own lists answer only what the policies let the caller use, so
 * an agent a policy hides from the administrator could otherwise never be chosen again.
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
          actions.GptSystemsRead,
          actions.GptSystemsCreate,
          actions.GptSystemsWrite,
          actions.ChatAccessPoliciesRead,
          actions.ChatAccessPoliciesWrite,
          actions.ChatAccessPoliciesCreate,
        ],
      },
      schema: {
        tags: ['administration: agents'],
        response: { 200: adminGptSystemListSchema },
      },
    },
    async () => ({
      items: (await listSystemAgents(context.services.db)).map((agent) => ({
        gptSystemId: agent.gptSystemId,
        name: agent.name,
        status: agentStatus(agent),
        publishedVersion: agent.publishedVersion,
        createdAt: agent.createdAt.toISOString(),
      })),
    }),
  );
};
