import type { FastifyRequest } from 'fastify';
import {
  actions,
  idSchema,
  postSegmentRequestSchema,
  routes,
  startConversationRequestSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import type { UserWithActions } from '../../db/queries/users';
import { requireGuidelinesConsent } from '../../domain/guidelines-consent';
import { signedInUser } from '../../http/authorization';
import { forbidden } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';
import { ask, streamResponse } from './answer-stream';
import { ownedConversation } from './owned-conversation';

async function usableAgent(
  services: AppServices,
  request: FastifyRequest,
  user: UserWithActions,
  gptSystemId: string,
) {
  const agent = await visibleAgent(services, request, user, gptSystemId);
  if (agent.moderationStatus === 'Banned') {
    throw forbidden('This agent has been banned by a moderator and cannot answer.');
  }
  await requireGuidelinesConsent(services.db, agent, { userId: user.userId });
  return agent;
}

/**
 * The streamed answers: a new conversation by agent, and a new question in a conversation. The
 * question is stored before the response opens; the answer job then streams and stores the answer.
 */
export const streamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['conversations'];
  const access = actions.AgentRead;

  app.post(
    routes.conversations.byGptSystemId,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ gptSystemId: idSchema }),
        body: startConversationRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const user = signedInUser(request);
      const agent = await usableAgent(services, request, user, request.params.gptSystemId);
      const starts = { gptSystemId: agent.gptSystemId };
      await ask(context, request, reply, { agent, body: request.body, starts });
      return reply;
    },
  );

  app.post(
    routes.conversations.segments,
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ conversationId: idSchema }),
        body: postSegmentRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const user = signedInUser(request);
      const conversation = await ownedConversation(services, user, request.params.conversationId);
      const agent = await usableAgent(services, request, user, conversation.gptSystemId);
      await ask(context, request, reply, { agent, body: request.body, conversation });
      return reply;
    },
  );
};
