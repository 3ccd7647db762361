import {
  agentVersionListSchema,
  auditEntityTypes,
  gptSystemSchema,
  idSchema,
  managedGptSystemPageSchema,
  managedGptSystemSchema,
  routes,
  updatePublishingRequestSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import { findAgent, listAgentVersions, updateAgent } from '../../db/queries/config-states';
import { listAgentPrompts, listOwnPersonalAgents } from '../../db/queries/gpt-systems';
import type { UserWithActions } from '../../db/queries/users';
import { auditActor } from '../../domain/administration';
import type { StoredConfiguration } from '../../domain/agent-configuration';
import { agentView } from '../../domain/views';
import { signedInUser } from '../../http/authorization';
import { forbidden, notFound } from '../../http/http-error';
import { deleteAgentAudited } from '../../domain/agent-deletion';
import { refuseSharingWhenOff } from '../../domain/personal-agent-rules';
import type { RouteOptions } from '../route-options';
import { agentManagementMessages, managedAgent as managedAgentOf } from './managed-agent';

const agentParams = z.object({ gptSystemId: idSchema });

export { agentManagementMessages };

/**
 * Agent management (chat-spec section 7; admin-spec section 7, "Publishing: PUT"): an agent's
 * published versions and its publishing state. A System agent is managed with the console's
 * agent actions; a personal agent by its owner only (to anyone else it does not exist).
 */
export const agentManagementRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['agent management'];
  const access = 'signedIn' as const;
  const db = () => context.services.db;

  const managedAgent = (user: UserWithActions, gptSystemId: string, need: 'read' | 'write') =>
    managedAgentOf(db(), user, gptSystemId, need);

  app.get(
    routes.agentManagement.personalList,
    {
      config: { access },
      schema: { tags, response: { 200: managedGptSystemPageSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const agents = await listOwnPersonalAgents(db(), user.userId);
      return {
        items: agents.map((agent) => agentView(agent, user.userId)),
        continuationToken: null,
      };
    },
  );

  app.get(
    routes.agentManagement.personalOne,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 200: managedGptSystemSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      const agent = await findAgent(db(), request.params.gptSystemId);
      if (!agent || agent.gptSystemType !== 'User' || agent.ownerUserId !== user.userId) {
        throw notFound(agentManagementMessages.agentNotFound(request.params.gptSystemId));
      }
      return {
        ...agentView(agent, user.userId),
        prompts: await listAgentPrompts(db(), agent.gptSystemId),
      };
    },
  );

  app.get(
    routes.agentManagement.versions,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 200: agentVersionListSchema } },
    },
    async (request) => {
      const agent = await managedAgent(signedInUser(request), request.params.gptSystemId, 'read');
      const versions = await listAgentVersions(db(), agent.gptSystemId);
      return {
        items: versions.map((version) => ({
          version: version.version,
          gptSystemName: (version.configuration as StoredConfiguration).gptSystemName,
          publishedAt: version.publishedAt.toISOString(),
          publishedBy: version.publishedBy,
        })),
      };
    },
  );

  app.put(
    routes.agentManagement.publishing,
    {
      config: { access },
      schema: {
        tags,
        params: agentParams,
        body: updatePublishingRequestSchema,
        response: { 200: gptSystemSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const agent = await managedAgent(user, request.params.gptSystemId, 'write');
      if (agent.moderationStatus === 'Banned') throw forbidden(agentManagementMessages.bannedAgent);
      const { publishingState } = request.body;
      // A personal agent is published by sharing it: moderators can block both.
      if (agent.gptSystemType === 'User') {
        if (user.isBannedFromCreatingAgents) {
          throw forbidden(agentManagementMessages.blockedFromCreating);
        }
        if (publishingState === 'Published' && user.isBannedFromSharingAgents) {
          throw forbidden(agentManagementMessages.blockedFromSharing);
        }
        if (publishingState === 'Published') await refuseSharingWhenOff(db());
      }
      const updated = await db().transaction(async (tx) => {
        const row = await updateAgent(tx, agent.gptSystemId, { publishingState });
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.gptSystem,
          entityId: agent.gptSystemId,
          operation: 'PublishingChanged',
          before: { publishingState: agent.publishingState },
          after: { publishingState },
        });
        return row;
      });
      return agentView(updated, user.userId);
    },
  );

  app.delete(
    routes.agentManagement.commonOne,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await managedAgent(user, request.params.gptSystemId, 'write');
      await deleteAgentAudited(db(), user, agent.gptSystemId);
      return reply.code(204).send(null);
    },
  );
};
