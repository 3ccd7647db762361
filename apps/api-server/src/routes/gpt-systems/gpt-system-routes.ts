import {
  actions,
  gptSystemDetailsForConversationSchema,
  idSchema,
  promptsForConversationSchema,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAgentPrompts } from '../../db/queries/gpt-systems';
import { signedInUser } from '../../http/authorization';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';
import { agentDetailsForConversation } from './agent-details';

const agentParams = z.object({ gptSystemId: idSchema });

/** What the chat page needs about an agent before the first question. */
export const gptSystemRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['agents'];
  const access = actions.AgentRead;

  app.get(
    routes.gptSystems.detailsForConversation,
    {
      config: { access },
      schema: {
        tags,
        params: agentParams,
        response: { 200: gptSystemDetailsForConversationSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const agent = await visibleAgent(context.services, request, user, request.params.gptSystemId);
      return agentDetailsForConversation(context.services, agent, user.userId);
    },
  );

  app.get(
    routes.gptSystems.promptsForConversation,
    {
      config: { access },
      schema: { tags, params: agentParams, response: { 200: promptsForConversationSchema } },
    },
    async (request) => {
      const agent = await visibleAgent(
        context.services,
        request,
        signedInUser(request),
        request.params.gptSystemId,
      );
      return { prompts: await listAgentPrompts(context.services.db, agent.gptSystemId) };
    },
  );
};
