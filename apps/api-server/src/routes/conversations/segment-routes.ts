import {
  actions,
  citationDownloadQuerySchema,
  citationDownloadSchema,
  citationPassageQuerySchema,
  citationPassageRoutes,
  citationPassageSchema,
  citationsResponseSchema,
  executionDetailsSchema,
  feedbackRequestSchema,
  fileContentSchema,
  idSchema,
  routes,
  segmentFeedbackSchema,
  traceLogsSchema,
} from '@parley/api-contract';
import { isHipaaMode } from '../../domain/hipaa';
import { executionDetailsView, traceLogsView } from '../../domain/views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteSegmentFeedback,
  listTraceLogs,
  saveSegmentFeedback,
} from '../../db/queries/conversations';
import type { UserWithActions } from '../../db/queries/users';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { citedPassage, sendCitedDocument } from './conversation-reads';
import { ownedSegment } from './owned-conversation';

const segmentParams = z.object({ conversationId: idSchema, segmentId: idSchema });

/** Per-segment calls: feedback, citations, execution details and trace logs. */
export const segmentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['segments'];
  const access = actions.AgentRead;
  const load = ({ params }: { params: z.infer<typeof segmentParams> }, user: UserWithActions) =>
    ownedSegment(context.services, user, params.conversationId, params.segmentId);

  app.post(
    routes.conversations.feedback,
    {
      config: { access },
      schema: {
        tags,
        params: segmentParams,
        body: feedbackRequestSchema,
        response: { 200: segmentFeedbackSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { segment } = await load(request, user);
      const { rating, comment } = request.body;
      // HIPAA mode (`domain/hipaa.ts`): the rating is kept, a comment is not stored.
      const keepsComment = !(await isHipaaMode(context.services.db));
      const values = { rating, comment: (keepsComment && comment) || null };
      // One feedback per segment: giving it again replaces the earlier one.
      await saveSegmentFeedback(context.services.db, segment.segmentId, user.userId, values);
      return values;
    },
  );

  app.delete(
    routes.conversations.feedback,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 204: z.null().describe('Removed.') } },
    },
    async (request, reply) => {
      const { segment } = await load(request, signedInUser(request));
      await deleteSegmentFeedback(context.services.db, segment.segmentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routes.conversations.citations,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 200: citationsResponseSchema } },
    },
    async (request) => {
      const { segment } = await load(request, signedInUser(request));
      return { citations: segment.citations };
    },
  );

  app.get(
    routes.conversations.citationDownload,
    {
      config: { access },
      schema: {
        tags,
        params: segmentParams,
        querystring: citationDownloadQuerySchema,
        response: { 200: citationDownloadSchema },
      },
    },
    async (request, reply) => {
      const { segment } = await load(request, signedInUser(request));
      return sendCitedDocument(reply, context.services, segment, request.query.path);
    },
  );

  app.get(
    citationPassageRoutes.private,
    {
      config: { access },
      schema: {
        tags,
        params: segmentParams,
        querystring: citationPassageQuerySchema,
        response: { 200: citationPassageSchema },
      },
    },
    async (request) => {
      const { segment } = await load(request, signedInUser(request));
      return citedPassage(context.services, segment, request.query.path);
    },
  );

  app.get(
    routes.conversations.executionDetails,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 200: executionDetailsSchema } },
    },
    async (request) => {
      const { segment } = await load(request, signedInUser(request));
      return executionDetailsView(segment);
    },
  );

  app.get(
    routes.conversations.traceLogs,
    {
      config: { access },
      schema: { tags, params: segmentParams, response: { 200: traceLogsSchema } },
    },
    async (request) => {
      const { segment } = await load(request, signedInUser(request));
      return traceLogsView(await listTraceLogs(context.services.db, segment.segmentId));
    },
  );

  app.get(
    routes.conversations.openAIFile,
    {
      config: { access },
      schema: {
        tags,
        params: segmentParams.extend({ fileId: z.string().min(1).max(200) }),
        response: { 200: fileContentSchema },
      },
    },
    async (request) => {
      await load(request, signedInUser(request));
      // No engine Parley runs produces provider files (openAIFileReferences stay empty), so every
      // file id is unknown; the owner check above still runs first.
      throw notFound(
        `The answer has no provider file "${request.params.fileId}": Parley's engines produce none.`,
      );
    },
  );
};
