import {
  citationDownloadQuerySchema,
  citationDownloadSchema,
  citationPassageQuerySchema,
  citationPassageRoutes,
  citationPassageSchema,
  citationsResponseSchema,
  conversationSchema,
  idSchema,
  postSegmentRequestSchema,
  PUBLIC_SESSION_HEADER,
  routes,
  startConversationRequestSchema,
  updateSelectedLeafRequestSchema,
} from '@parley/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicSession } from '../../db/queries/public-chat';
import { titleFromQuestion } from '../../domain/conversation-title';
import { requireGuidelinesConsent } from '../../domain/guidelines-consent';
import { questionUploadsOf } from '../../domain/upload-links';
import { questionLimits, rateLimitWindowMs } from '../../domain/public-endpoint';
import { createRateLimiter } from '../../domain/rate-limit';
import { notFound } from '../../http/http-error';
import {
  answerQuestion,
  defaultBrandKey,
  refuseUnanswerable,
  streamResponse,
} from '../conversations/answer-stream';
import type { AdmittedQuestion } from '../conversations/answer-stream';
import {
  citedPassage,
  conversationDetails,
  selectLeafSegment,
  sendCitedDocument,
} from '../conversations/conversation-reads';
import type { RouteOptions } from '../route-options';
import {
  availableEndpoint,
  endpointParams,
  enforceRateLimit,
  knownSession,
  publicTags,
  sessionConversation,
  sessionSegment,
} from './public-access';

const access = 'public';
const conversationParams = z.object({ conversationId: idSchema });
const segmentParams = z.object({ conversationId: idSchema, segmentId: idSchema });
const sessionHeaderNote = `Send the session in the ${PUBLIC_SESSION_HEADER} header; another session's conversation answers 404.`;

/**
 * Anonymous visitors' conversations on public endpoints (chat-spec section 7, "Public
 * conversations"): the same shapes as users' conversations, with no user token. Every call reaches
 * only the conversations of the caller's session, and questions are rate-limited per session,
 * client address and endpoint.
 */
export const publicConversationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = publicTags;
  const limiter = createRateLimiter(
    () => context.services.db,
    'public-question',
    rateLimitWindowMs,
  );

  /**
   * The consent gate, the session's own uploads, HIPAA mode and the token budgets of the
   * instance and of `brandKey` (`refuseUnanswerable`), then the limits: a refused question is not
   * counted. Answers the uploads the question carries and the deployment that answers it.
   */
  const admitQuestion = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: PublicSession,
    uploadIds: { visionImageIds: string[]; attachmentIds: string[] },
    brandKey: string,
  ) => {
    const owner = { publicSessionIdentifier: session.sessionIdentifier };
    await requireGuidelinesConsent(context.services.db, session.agent, owner);
    const uploads = await questionUploadsOf(context.services.db, owner, uploadIds, session.agent);
    const deployment = await refuseUnanswerable(context.services, reply, brandKey, session.agent);
    enforceRateLimit(
      reply,
      await limiter.hit(questionLimits(session.agent, session.sessionIdentifier, request.ip)),
    );
    return { uploads, deployment };
  };

  const answerVisitor = (
    reply: FastifyReply,
    session: PublicSession,
    question: Pick<AdmittedQuestion, 'place' | 'question' | 'uploads' | 'deployment'>,
  ) =>
    answerQuestion(context, reply, {
      ...question,
      agent: session.agent,
      askedBy: { userId: null, publicEndpoint: session.agent.publicEndpoint },
    });

  app.post(
    routes.publicConversations.byGptPublicEndpoint,
    {
      config: { access },
      schema: {
        tags,
        description: 'Starts a conversation in the session of `session.sessionIdentifier`.',
        params: endpointParams,
        body: startConversationRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const endpoint = await availableEndpoint(services, request.params.gptPublicEndpoint);
      const { question, session: asked } = request.body;
      const session = await knownSession(services, asked.sessionIdentifier);
      if (session.agent.gptSystemId !== endpoint.gptSystemId) {
        throw notFound(
          `session.sessionIdentifier: the session belongs to another endpoint than "${request.params.gptPublicEndpoint}".`,
        );
      }
      const brandKey = session.agent.publicBrandKey ?? (await defaultBrandKey(services));
      const admitted = await admitQuestion(request, reply, session, request.body, brandKey);
      await answerVisitor(reply, session, {
        ...admitted,
        place: {
          starts: {
            publicSessionIdentifier: session.sessionIdentifier,
            gptSystemId: session.agent.gptSystemId,
            title: titleFromQuestion(question),
            sessionIdentifier: session.sessionIdentifier,
            brandKey,
          },
        },
        question,
      });
      return reply;
    },
  );

  app.post(
    routes.publicConversations.segments,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: conversationParams,
        body: postSegmentRequestSchema,
        produces: ['text/event-stream'],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const { services } = context;
      const { session, conversation } = await sessionConversation(
        services,
        request,
        request.params.conversationId,
      );
      const admitted = await admitQuestion(
        request,
        reply,
        session,
        request.body,
        conversation.brandKey,
      );
      await answerVisitor(reply, session, {
        ...admitted,
        place: { conversation, parentSegmentId: request.body.lineage.parentSegmentId },
        question: request.body.question,
      });
      return reply;
    },
  );

  app.get(
    routes.publicConversations.one,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: conversationParams,
        response: { 200: conversationSchema },
      },
    },
    async (request) => {
      const { services } = context;
      const { session, conversation } = await sessionConversation(
        services,
        request,
        request.params.conversationId,
      );
      return conversationDetails(services, conversation, {
        publicSessionIdentifier: session.sessionIdentifier,
      });
    },
  );

  app.put(
    routes.publicConversations.updateSelectedLeafSegmentId,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: conversationParams,
        body: updateSelectedLeafRequestSchema,
        response: { 204: z.null().describe('Done; no body.') },
      },
    },
    async (request, reply) => {
      const { services } = context;
      const { conversation } = await sessionConversation(
        services,
        request,
        request.params.conversationId,
      );
      await selectLeafSegment(services, conversation, request.body.selectedLeafSegmentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.publicConversations.citations,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: segmentParams,
        response: { 200: citationsResponseSchema },
      },
    },
    async (request) => {
      const { conversationId, segmentId } = request.params;
      const segment = await sessionSegment(context.services, request, conversationId, segmentId);
      return { citations: segment.citations };
    },
  );

  app.get(
    routes.publicConversations.citationDownload,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: segmentParams,
        querystring: citationDownloadQuerySchema,
        response: { 200: citationDownloadSchema },
      },
    },
    async (request, reply) => {
      const { conversationId, segmentId } = request.params;
      const segment = await sessionSegment(context.services, request, conversationId, segmentId);
      return sendCitedDocument(reply, context.services, segment, request.query.path);
    },
  );

  app.get(
    citationPassageRoutes.public,
    {
      config: { access },
      schema: {
        tags,
        description: sessionHeaderNote,
        params: segmentParams,
        querystring: citationPassageQuerySchema,
        response: { 200: citationPassageSchema },
      },
    },
    async (request) => {
      const { conversationId, segmentId } = request.params;
      const segment = await sessionSegment(context.services, request, conversationId, segmentId);
      return citedPassage(context.services, segment, request.query.path);
    },
  );
};
