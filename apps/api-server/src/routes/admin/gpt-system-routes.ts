import {
  actions,
  adminGptSystemListSchema,
  adminGptSystemSchema,
  idSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSystemAgents } from '../../db/queries/gpt-systems';
import { isUuid } from '../../db/queries/ids';
import { deleteAgentAudited } from '../../domain/agent-deletion';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

/** The console list's status of an agent (see `adminGptSystemListSchema`). */
export function agentStatus(agent: {
  publishingState: string;
  moderationStatus: string;
  deletedAt: Date | null;
}) {
  if (agent.deletedAt) return 'Deleted' as const;
  if (agent.moderationStatus === 'Banned') return 'Inactive' as const;
  return agent.publishingState === 'Published' ? ('Active' as const) : ('Draft' as const);
}

const agentParams = z.object({ gptSystemId: idSchema });

/** Who may read the console's agents. */
const agentReaders = [actions.GptSystemsRead, actions.GptSystemsCreate, actions.GptSystemsWrite];

function adminAgentView(agent: Awaited<ReturnType<typeof listSystemAgents>>[number]) {
  return {
    gptSystemId: agent.gptSystemId,
    name: agent.name,
    status: agentStatus(agent),
    publishedVersion: agent.publishedVersion,
    createdAt: agent.createdAt.toISOString(),
  };
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
  const tags = ['administration: agents'];

  /** A system agent, deleted or not; anything else is a 404. */
  const systemAgent = async (gptSystemId: string) => {
    const [agent] = isUuid(gptSystemId)
      ? await listSystemAgents(context.services.db, gptSystemId)
      : [];
    if (!agent) throw notFound(`No system agent has the id "${gptSystemId}".`);
    return agent;
  };

  app.get(
    routes.admin.gptSystems,
    {
      config: {
        access: [
          ...agentReaders,
          actions.ChatAccessPoliciesRead,
          actions.ChatAccessPoliciesWrite,
          actions.ChatAccessPoliciesCreate,
        ],
      },
      schema: { tags, response: { 200: adminGptSystemListSchema } },
    },
    async () => ({ items: (await listSystemAgents(context.services.db)).map(adminAgentView) }),
  );

  app.get(
    routes.admin.gptSystem,
    {
      config: { access: agentReaders },
      schema: { tags, params: agentParams, response: { 200: adminGptSystemSchema } },
    },
    async (request) => adminAgentView(await systemAgent(request.params.gptSystemId)),
  );

  app.delete(
    routes.admin.gptSystem,
    {
      config: { access: actions.GptSystemsWrite },
      schema: { tags, params: agentParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const agent = await systemAgent(request.params.gptSystemId);
      if (!agent.deletedAt) {
        await deleteAgentAudited(context.services.db, signedInUser(request), agent.gptSystemId);
      }
      return reply.code(204).send(null);
    },
  );
};
