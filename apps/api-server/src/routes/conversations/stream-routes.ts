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
import { insertConversation } from '../../db/queries/answers';
import type { UserWithActions } from '../../db/queries/users';
import { titleFromQuestion } from '../../domain/conversation-title';
import { requireGuidelinesConsent } from '../../domain/guidelines-consent';
import { linkQuestionUploads } from '../../db/queries/uploads';
import { questionUploadsOf } from '../../domain/upload-links';
import { uploadOwnerFor } from '../../http/upload-owner';
import { signedInUser } from '../../http/authorization';
import { forbidden } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';
import { defaultBrandKey, storeQuestion, streamAnswer, streamResponse } from './answer-stream';
import { ownedConversation } from './owned-conversation';

async function usableAgent(services: AppServices, user: UserWithActions, gptSystemId: string) {
  const agent = await visibleAgent(services, user, gptSystemId);
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
      const agent = await usableAgent(services, user, request.params.gptSystemId);
      const { question, session } = request.body;
      const uploads = await questionUploadsOf(
        services.db,
        uploadOwnerFor(request),
        request.body,
        agent,
      );
      const conversation = await insertConversation(services.db, {
        ownerUserId: user.userId,
        gptSystemId: agent.gptSystemId,
        title: titleFromQuestion(question),
        sessionIdentifier: session.sessionIdentifier,
        brandKey: await defaultBrandKey(services),
      });
      const segment = await storeQuestion(services, {
        conversationId: conversation.conversationId,
        parentSegmentId: null,
        question,
        agent,
      });
      await linkQuestionUploads(services.db, segment.segmentId, uploads);
      const askedBy = { userId: user.userId, publicEndpoint: null };
      await streamAnswer(context, reply, { conversation, segment, agent, askedBy });
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
      const agent = await usableAgent(services, user, conversation.gptSystemId);
      const uploads = await questionUploadsOf(
        services.db,
        uploadOwnerFor(request),
        request.body,
        agent,
      );
      const segment = await storeQuestion(services, {
        conversationId: conversation.conversationId,
        parentSegmentId: request.body.lineage.parentSegmentId,
        question: request.body.question,
        agent,
      });
      await linkQuestionUploads(services.db, segment.segmentId, uploads);
      const askedBy = { userId: user.userId, publicEndpoint: null };
      await streamAnswer(context, reply, { conversation, segment, agent, askedBy });
      return reply;
    },
  );
};
