import {
  actions,
  availableGptSystemsSchema,
  currentUserDetailsSchema,
  guidelinesConsentListSchema,
  idSchema,
  pinnedGptSystemsSchema,
  recentGptSystemsSchema,
  routes,
  userRolesWithResolvedActionsSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentAgentIds } from '../../db/queries/conversations';
import { listUserConsents } from '../../db/queries/guidelines';
import { consentView } from '../../domain/guidelines-consent';
import { listPinnedAgentIds, pinAgent, unpinAgent } from '../../db/queries/pins';
import { addSharedAgent, findSharedAgent, listVisibleAgents } from '../../db/queries/gpt-systems';
import { listUserRoles } from '../../db/queries/users';
import { agentView } from '../../domain/views';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';
import { visitBrandKey } from '../../http/visit-brand';

export const currentUserMessages = {
  noSharedAgent: (gptSystemId: string) =>
    `No agent shared by its owner has the id "${gptSystemId}": it may have stopped being shared.`,
} as const;

/** How many agents the Recent tab shows. */
const recentAgentsShown = 10;

/** The signed-in user: their agents, pins, recent agents, roles and consents. */
export const currentUserRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['current user'];
  const access = actions.AgentRead;

  app.get(
    routes.currentUser.availableGptSystems,
    { config: { access }, schema: { tags, response: { 200: availableGptSystemsSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const agents = await listVisibleAgents(
        context.services.db,
        user.userId,
        await visitBrandKey(context.services, request),
      );
      return { items: agents.map((agent) => agentView(agent, user.userId)) };
    },
  );

  app.get(
    routes.currentUser.details,
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: currentUserDetailsSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        userId: user.userId,
        userName: user.userName,
        displayName: user.displayName,
        personalAgentSettings: {
          isBannedFromCreatingAgents: user.isBannedFromCreatingAgents,
          isBannedFromSharingAgents: user.isBannedFromSharingAgents,
        },
      };
    },
  );

  app.get(
    routes.currentUser.pinnedGptSystems,
    { config: { access }, schema: { tags, response: { 200: pinnedGptSystemsSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const { db } = context.services;
      const pins = await listPinnedAgentIds(db, user.userId);
      const visible = new Map(
        (
          await listVisibleAgents(db, user.userId, await visitBrandKey(context.services, request))
        ).map((agent) => [agent.gptSystemId, agent]),
      );
      // An agent pinned earlier and no longer visible simply drops out of the list.
      return {
        pinnedGptSystems: pins.flatMap((gptSystemId) => {
          const agent = visible.get(gptSystemId);
          return agent ? [agentView(agent, user.userId)] : [];
        }),
      };
    },
  );

  app.post(
    routes.currentUser.pinnedGptSystem,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemId: idSchema }),
        response: { 204: z.null().describe('Pinned (pinning twice changes nothing).') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await visibleAgent(context.services, request, user, request.params.gptSystemId);
      await pinAgent(context.services.db, user.userId, agent.gptSystemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    routes.currentUser.gptSystemSharedWithMe,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemId: idSchema }),
        response: {
          204: z.null().describe('Added (adding twice, or one’s own, changes nothing).'),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { gptSystemId } = request.params;
      const agent = await findSharedAgent(context.services.db, gptSystemId);
      if (!agent) throw notFound(currentUserMessages.noSharedAgent(gptSystemId));
      if (agent.ownerUserId !== user.userId) {
        await addSharedAgent(context.services.db, user.userId, agent.gptSystemId);
      }
      return reply.code(204).send(null);
    },
  );

  app.delete(
    routes.currentUser.pinnedGptSystem,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemId: idSchema }),
        response: { 204: z.null().describe('Unpinned.') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const agent = await visibleAgent(context.services, request, user, request.params.gptSystemId);
      await unpinAgent(context.services.db, user.userId, agent.gptSystemId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.currentUser.recentGptSystems,
    { config: { access }, schema: { tags, response: { 200: recentGptSystemsSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const { db } = context.services;
      const ids = await recentAgentIds(db, user.userId, recentAgentsShown);
      const visible = new Map(
        (
          await listVisibleAgents(db, user.userId, await visitBrandKey(context.services, request))
        ).map((agent) => [agent.gptSystemId, agent]),
      );
      return {
        recentGpts: ids.flatMap((id) => {
          const agent = visible.get(id);
          return agent ? [agentView(agent, user.userId)] : [];
        }),
      };
    },
  );

  app.get(
    routes.currentUser.userRolesWithResolvedActions,
    // Any signed-in user may read their own roles: the apps decide what to show from them.
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: userRolesWithResolvedActionsSchema } },
    },
    async (request) => ({
      userRoles: await listUserRoles(context.services.db, signedInUser(request).userId),
    }),
  );

  app.get(
    routes.currentUser.guidelinesConsents,
    { config: { access }, schema: { tags, response: { 200: guidelinesConsentListSchema } } },
    async (request) => {
      const rows = await listUserConsents(context.services.db, signedInUser(request).userId);
      return { items: rows.map(consentView) };
    },
  );
};
