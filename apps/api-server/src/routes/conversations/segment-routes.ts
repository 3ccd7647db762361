import {
  actions,
  citationDownloadQuerySchema,
  citationDownloadSchema,
  citationsResponseSchema,
  executionDetailsSchema,
  feedbackRequestSchema,
  idSchema,
  routes,
  segmentFeedbackSchema,
  traceLogsSchema,
} from '@parley/api-contract';
import type { SegmentStatus, TraceLog } from '@parley/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTraceLogs } from '../../db/queries/conversations';
import { findLibraryDocument } from '../../db/queries/gpt-systems';
import type { UserWithActions } from '../../db/queries/users';
import { segmentFeedback } from '../../db/schema';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
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
      const values = { rating, comment: comment || null };
      // One feedback per segment: giving it again replaces the earlier one.
      await context.services.db
        .insert(segmentFeedback)
        .values({ segmentId: segment.segmentId, userId: user.userId, ...values })
        .onConflictDoUpdate({ target: segmentFeedback.segmentId, set: values });
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
      await context.services.db
        .delete(segmentFeedback)
        .where(eq(segmentFeedback.segmentId, segment.segmentId));
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
    async (request) => {
      const { segment } = await load(request, signedInUser(request));
      const { path } = request.query;
      // Only what the answer cited can be downloaded through it.
      const cited = segment.citations.some((citation) => citation.path === path);
      const document =
        cited && segment.answeredWithGptSystemId
          ? await findLibraryDocument(context.services.db, segment.answeredWithGptSystemId, path)
          : undefined;
      if (!document) throw notFound(`The answer cites no document at "${path}".`);
      return {
        type: document.mimeType,
        data: Buffer.from(document.text, 'utf8').toString('base64'),
      };
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
      return {
        conversationSegmentId: segment.segmentId,
        engine: segment.engine ?? 'not started',
        model: segment.model,
        deploymentName: segment.deploymentName,
        status: segment.status as SegmentStatus,
        inputTokens: segment.inputTokens,
        outputTokens: segment.outputTokens,
        startedAt: segment.createdAt.toISOString(),
        completedAt: segment.completedAt?.toISOString() ?? null,
      };
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
      const rows = await listTraceLogs(context.services.db, segment.segmentId);
      return {
        items: rows.map((row) => ({
          timestamp: row.timestamp.toISOString(),
          level: row.level as TraceLog['level'],
          message: row.message,
        })),
      };
    },
  );
};
