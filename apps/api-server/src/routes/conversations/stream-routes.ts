import {
  actions,
  idSchema,
  postSegmentRequestSchema,
  routes,
  startConversationRequestSchema,
} from '@parley/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-context';
import { insertConversation, insertQuestion } from '../../db/queries/answers';
import { findSegment } from '../../db/queries/conversations';
import type { AgentRow } from '../../db/queries/gpt-systems';
import type { UserWithActions } from '../../db/queries/users';
import { guidelinesConsents, instanceSettings } from '../../db/schema';
import { runAnswerJob } from '../../domain/answer-job';
import { titleFromQuestion } from '../../domain/conversation-title';
import { signedInUser } from '../../http/authorization';
import { openEventStream } from '../../http/event-stream';
import { badRequest, forbidden } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';
import { ownedConversation } from './owned-conversation';

const streamResponse = {
  200: z
    .string()
    .describe(
      'text/event-stream: conversation-and-segment-id, segment-answered-with-gpt-system, then ' +
        'step-update, response-updated, code-interpreter-updated, generated-image-link, error, then ' +
        'response-model, cosmos-db-session-tokens and no-more-data (ARCHITECTURE section 4).',
    ),
};

async function usableAgent(services: AppServices, user: UserWithActions, gptSystemId: string) {
  const agent = await visibleAgent(services, user, gptSystemId);
  if (agent.moderationStatus === 'Banned') {
    throw forbidden('This agent has been banned by a moderator and cannot answer.');
  }
  if (agent.guidelinesDocumentId) {
    const [consent] = await services.db
      .select()
      .from(guidelinesConsents)
      .where(
        and(
          eq(guidelinesConsents.userId, user.userId),
          eq(guidelinesConsents.guidelinesDocumentId, agent.guidelinesDocumentId),
        ),
      );
    if (!consent) {
      throw forbidden(
        `Consent to the guidelines document "${agent.guidelinesDocumentId}" is required before chatting with this agent.`,
      );
    }
  }
  return agent;
}

async function defaultBrandKey(services: AppServices): Promise<string> {
  const [row] = await services.db
    .select({ defaultBrandKey: instanceSettings.defaultBrandKey })
    .from(instanceSettings)
    .where(eq(instanceSettings.id, 1));
  return row?.defaultBrandKey ?? 'default';
}

/**
 * The streamed answers: a new conversation by agent, and a new question in a conversation. The
 * question is stored before the response opens; the answer job then streams and stores the answer.
 */
export const streamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['conversations'];
  const access = actions.AgentRead;

  const answer = async (
    reply: Parameters<typeof openEventStream>[0],
    conversation: { conversationId: string; brandKey: string; ownerUserId: string },
    segment: Awaited<ReturnType<typeof insertQuestion>>,
    agent: AgentRow,
  ) => {
    const { services } = context;
    for (const [name, value] of Object.entries(services.sessionTokenHeaders())) {
      reply.header(name, value);
    }
    const stream = openEventStream(reply);
    await services.jobs
      .run((controller) =>
        runAnswerJob({ services, conversation, segment, agent, stream }, controller),
      )
      .catch((error: unknown) => {
        reply.log.error({ err: error }, 'answer job failed');
        stream.end();
      });
  };

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
      const conversation = await insertConversation(services.db, {
        ownerUserId: user.userId,
        gptSystemId: agent.gptSystemId,
        title: titleFromQuestion(question),
        sessionIdentifier: session.sessionIdentifier,
        brandKey: await defaultBrandKey(services),
      });
      const segment = await insertQuestion(services.db, {
        conversationId: conversation.conversationId,
        parentSegmentId: null,
        question,
        deploymentName: agent.deploymentName,
        answeredWithGptSystemId: agent.gptSystemId,
      });
      await answer(reply, conversation, segment, agent);
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
      const { question, lineage } = request.body;
      if (lineage.parentSegmentId) {
        const parent = await findSegment(
          services.db,
          conversation.conversationId,
          lineage.parentSegmentId,
        );
        if (!parent) {
          throw badRequest(
            `lineage.parentSegmentId: the conversation has no segment "${lineage.parentSegmentId}".`,
          );
        }
      }
      const agent = await usableAgent(services, user, conversation.gptSystemId);
      const segment = await insertQuestion(services.db, {
        conversationId: conversation.conversationId,
        parentSegmentId: lineage.parentSegmentId,
        question,
        deploymentName: agent.deploymentName,
        answeredWithGptSystemId: agent.gptSystemId,
      });
      await answer(reply, conversation, segment, agent);
      return reply;
    },
  );
};
