import {
  noticeDismissalSchema,
  noticeListSchema,
  noticeMessages,
  routes,
} from '@parley/api-contract';
import type { Notice, NoticeSeverity } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentNoticesFor, dismissNotice, findNotice } from '../../db/queries/notices';
import type { NoticeRow } from '../../db/queries/notices';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import { visitBrandKey } from '../../http/visit-brand';
import type { RouteOptions } from '../route-options';

const noticeView = (row: NoticeRow): Notice => ({
  messageId: row.noticeId,
  text: row.text,
  severity: row.severity as NoticeSeverity,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * `GET, POST /api/messages` (chat-spec section 7, "Other"; issue 20): the signed-in user's current
 * platform notices on the visit's brand (`visitBrandKey`: the host's brand, never a key the
 * client sends) or on every brand, and dismissing one for that user.
 */
export const messageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['messages'];

  app.get(
    routes.messages,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: noticeListSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const brandKey = await visitBrandKey(context.services, request);
      const rows = await currentNoticesFor(context.services.db, {
        userId: user.userId,
        brandKey,
        now: new Date(),
      });
      return { items: rows.map(noticeView) };
    },
  );

  app.post(
    routes.messages,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        body: noticeDismissalSchema,
        response: { 204: z.null().describe('Dismissed (again is fine).') },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { messageId } = request.body;
      const notice = await findNotice(context.services.db, messageId);
      if (!notice) throw notFound(noticeMessages.notFound(messageId));
      await dismissNotice(context.services.db, notice.noticeId, user.userId);
      return reply.code(204).send(null);
    },
  );
};
