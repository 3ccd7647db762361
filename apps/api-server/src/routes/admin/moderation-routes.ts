import {
  actions,
  auditEntityTypes,
  idSchema,
  moderationDecisionInputSchema,
  moderationMessages,
  moderationReportConversationSchema,
  moderationReportListQuerySchema,
  moderationReportListSchema,
  moderationReportSchema,
  moderationRoutes,
  openReportCountSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import { findConversationOf } from '../../db/queries/conversations';
import { findInstanceSettings } from '../../db/queries/instance-settings';
import {
  banAgent,
  blockOwner,
  countOpenReports,
  findOwnerSettings,
  findReport,
  listReports,
  lockReport,
  resolveReports,
} from '../../db/queries/moderation';
import { auditActor } from '../../domain/administration';
import {
  auditedReport,
  decisionProblem,
  lastMessages,
  reportSummaryView,
  reportView,
  resolvesInBulk,
} from '../../domain/moderation';
import { signedInUser } from '../../http/authorization';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const reportParams = z.object({ moderationReportId: idSchema });

/**
 * Moderation of personal agents (admin-spec sections 2, 4, 5 and 7; issue 18), while the
 * instance's AllowUserCreatedGptSystems is on (404 saying so otherwise). Reading needs
 * ModerationRead, deciding ModerationWrite. A decision is taken with the report's row locked: a
 * report another moderator resolved meanwhile answers 409. Every decision is audited, with the
 * ban and blocks it made, in its transaction.
 */
export const moderationAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: moderation'];
  const db = () => context.services.db;

  app.addHook('preHandler', async () => {
    if (!(await findInstanceSettings(db())).allowUserCreatedGptSystems) {
      throw notFound(moderationMessages.switchedOff);
    }
  });

  const report = async (moderationReportId: string) => {
    const row = await findReport(db(), moderationReportId);
    if (!row) throw notFound(moderationMessages.notFound(moderationReportId));
    return row;
  };

  app.get(
    moderationRoutes.list,
    {
      config: { access: actions.ModerationRead },
      schema: {
        tags,
        querystring: moderationReportListQuerySchema,
        response: { 200: moderationReportListSchema },
      },
    },
    async (request) => ({
      items: (await listReports(db(), request.query.reportStatus)).map(reportSummaryView),
    }),
  );

  app.get(
    moderationRoutes.openCount,
    {
      config: { access: actions.ModerationRead },
      schema: { tags, response: { 200: openReportCountSchema } },
    },
    async () => ({ count: await countOpenReports(db()) }),
  );

  app.get(
    moderationRoutes.one,
    {
      config: { access: actions.ModerationRead },
      schema: { tags, params: reportParams, response: { 200: moderationReportSchema } },
    },
    async (request) => reportView(db(), await report(request.params.moderationReportId)),
  );

  app.get(
    moderationRoutes.conversation,
    {
      config: { access: actions.ModerationRead },
      schema: {
        tags,
        params: reportParams,
        response: { 200: moderationReportConversationSchema },
      },
    },
    async (request) => {
      const { report: row } = await report(request.params.moderationReportId);
      const conversation = row.conversationId
        ? await findConversationOf(db(), { userId: row.reporterUserId }, row.conversationId)
        : undefined;
      if (!conversation) return { conversationId: null, title: null, conversationSegments: [] };
      return {
        conversationId: conversation.conversationId,
        title: conversation.title,
        conversationSegments: await lastMessages(db(), conversation),
      };
    },
  );

  app.post(
    moderationRoutes.decision,
    {
      config: { access: actions.ModerationWrite },
      schema: {
        tags,
        params: reportParams,
        body: moderationDecisionInputSchema,
        response: { 200: moderationReportSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const decision = {
        ...request.body,
        moderationNotes: request.body.moderationNotes ?? '',
        isBulkResolution: request.body.isBulkResolution ?? false,
      };
      const { moderationReportId } = request.params;
      const found = await report(moderationReportId);
      const ownerUserId = found.owner.userId;
      await db().transaction(async (tx) => {
        const locked = await lockReport(tx, moderationReportId);
        if (!locked) throw notFound(moderationMessages.notFound(moderationReportId));
        if (locked.reportStatus !== 'Open') throw conflict(moderationMessages.alreadyResolved);
        const owner = await findOwnerSettings(tx, ownerUserId);
        if (!owner) throw notFound(moderationMessages.notFound(moderationReportId));
        const problem = decisionProblem(decision, owner, found.agent.moderationStatus);
        if (problem)
          throw new HttpError(400, problem, [{ field: 'userModerationAction', message: problem }]);
        const resolved = await resolveReports(tx, locked, resolvesInBulk(decision), {
          agentModerationAction: decision.agentModerationAction,
          userModerationAction: decision.userModerationAction,
          moderationNotes: decision.moderationNotes,
          moderatorUserId: user.userId,
          moderatorDisplayName: user.displayName,
          decidedAt: new Date(),
        });
        if (decision.agentModerationAction === 'BanAgent') {
          await banAgent(tx, found.agent.gptSystemId);
        }
        if (decision.userModerationAction === 'BlockAgentCreation') {
          await blockOwner(tx, ownerUserId, { isBannedFromCreatingAgents: true });
        } else if (decision.userModerationAction === 'BlockAgentSharing') {
          await blockOwner(tx, ownerUserId, { isBannedFromSharingAgents: true });
        }
        await recordAudit(tx, auditActor(user), {
          entityType: auditEntityTypes.moderationReport,
          entityId: moderationReportId,
          operation: 'DecisionSubmitted',
          before: {
            ...auditedReport(locked),
            agentModerationStatus: found.agent.moderationStatus,
            owner: { userId: ownerUserId, ...owner },
          },
          after: {
            ...decision,
            resolvedReportIds: resolved,
            agentModerationStatus:
              decision.agentModerationAction === 'BanAgent'
                ? 'Banned'
                : found.agent.moderationStatus,
          },
        });
      });
      return reportView(db(), await report(moderationReportId));
    },
  );
};
