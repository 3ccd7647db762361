import {
  actions,
  moderationReportCreatedSchema,
  moderationReportPaths,
  newModerationReportSchema,
  reportMessages,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedConversation } from '../../db/queries/conversations';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import { insertReport, latestConversationWith } from '../../db/queries/moderation';
import { signedInUser } from '../../http/authorization';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { visibleAgent } from '../visible-agent';

/**
 * Reporting a personal agent (issue 18): a staff user reports a personal agent shared with them
 * (never their own, never a system agent), with a reason, optional details and their conversation
 * with it (the one named, else their newest). Refused while personal agents are switched off.
 */
export const moderationReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['moderation'];
  const db = () => context.services.db;

  app.post(
    moderationReportPaths.report(),
    {
      config: { access: actions.AgentRead },
      schema: {
        tags,
        body: newModerationReportSchema,
        response: { 201: moderationReportCreatedSchema },
      },
    },
    async (request, reply) => {
      if (!(await findInstanceSettings(db())).allowUserCreatedGptSystems) {
        throw notFound(reportMessages.switchedOff);
      }
      const user = signedInUser(request);
      const { gptSystemId, conversationId, reportReason, details } = request.body;
      const agent = await visibleAgent(context.services, request, user, gptSystemId).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) {
            throw notFound(reportMessages.notShared);
          }
          throw error;
        },
      );
      if (agent.gptSystemType !== 'User') throw badRequest(reportMessages.notPersonal);
      if (agent.ownerUserId === user.userId) throw forbidden(reportMessages.ownAgent);
      let reportedConversation: string | undefined;
      if (conversationId) {
        const conversation = await findOwnedConversation(db(), user.userId, conversationId);
        if (conversation?.gptSystemId !== gptSystemId) {
          const message = reportMessages.conversationNotFound;
          throw new HttpError(400, message, [{ field: 'conversationId', message }]);
        }
        reportedConversation = conversation.conversationId;
      } else {
        reportedConversation = await latestConversationWith(db(), user.userId, gptSystemId);
      }
      const row = await insertReport(db(), {
        gptSystemId,
        reporterUserId: user.userId,
        conversationId: reportedConversation ?? null,
        reportReason,
        details: details ?? '',
      });
      request.log.info({ moderationReportId: row.moderationReportId }, 'agent reported');
      return reply.code(201).send({ moderationReportId: row.moderationReportId });
    },
  );
};
