import {
  actions,
  adminGptSystemDetailsSchema,
  adminGptSystemListSchema,
  agentPublicChatSchema,
  auditEntityTypes,
  idSchema,
  publicChatMessages,
  routes,
  updateAgentPublicChatRequestSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import { findBrand } from '../../db/queries/brands';
import { updateAgent } from '../../db/queries/config-states';
import { findAgentType, listSystemAgents } from '../../db/queries/gpt-systems';
import { isUuid } from '../../db/queries/ids';
import { auditActor } from '../../domain/administration';
import { deleteAgentAudited } from '../../domain/agent-deletion';
import { publicChatChanges, publicChatView } from '../../domain/agent-public-chat';
import { signedInUser } from '../../http/authorization';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { shownAvatarVersion } from '../../domain/agent-avatar';

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

type SystemAgent = Awaited<ReturnType<typeof listSystemAgents>>[number];

function adminAgentView(agent: SystemAgent) {
  return {
    gptSystemId: agent.gptSystemId,
    name: agent.name,
    status: agentStatus(agent),
    publishedVersion: agent.publishedVersion,
    createdAt: agent.createdAt.toISOString(),
    avatarVersion: shownAvatarVersion(agent.avatarVersion),
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

  /**
   * A system agent, deleted or not; anything else is a 404, except a personal agent where the
   * caller asks for what only system agents have (`personalRefusal`): a 403 that says so.
   */
  const systemAgent = async (gptSystemId: string, personalRefusal?: string) => {
    const [agent] = isUuid(gptSystemId)
      ? await listSystemAgents(context.services.db, gptSystemId)
      : [];
    if (agent) return agent;
    if (personalRefusal && (await findAgentType(context.services.db, gptSystemId)) === 'User') {
      throw forbidden(personalRefusal);
    }
    throw notFound(`No system agent has the id "${gptSystemId}".`);
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
      schema: { tags, params: agentParams, response: { 200: adminGptSystemDetailsSchema } },
    },
    async (request) => {
      const agent = await systemAgent(request.params.gptSystemId);
      return { ...adminAgentView(agent), publicChat: publicChatView(agent) };
    },
  );

  app.put(
    routes.admin.gptSystemPublicChat,
    {
      config: { access: actions.GptSystemsWrite },
      schema: {
        tags,
        description:
          'Switches the public endpoint on or off (a key is made when first switched on, or with regenerateEndpoint) and sets its allowed origins, per-minute question limits and brand. Public chat reads them on every request.',
        params: agentParams,
        body: updateAgentPublicChatRequestSchema,
        response: { 200: agentPublicChatSchema },
      },
    },
    async (request) => {
      const { db } = context.services;
      const user = signedInUser(request);
      const agent = await systemAgent(request.params.gptSystemId, publicChatMessages.personalAgent);
      if (agent.deletedAt) throw conflict(publicChatMessages.deletedAgent);
      const { brandKey } = request.body;
      if (brandKey !== null && !(await findBrand(db, brandKey))) {
        const message = publicChatMessages.unknownBrand(brandKey);
        throw new HttpError(400, `brandKey: ${message}`, [{ field: 'brandKey', message }]);
      }
      const before = publicChatView(agent);
      return db.transaction(async (tx) => {
        const updated = publicChatView(
          await updateAgent(tx, agent.gptSystemId, publicChatChanges(agent, request.body)),
        );
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'PublicChatChanged',
          before,
          after: updated,
        });
        return updated;
      });
    },
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
