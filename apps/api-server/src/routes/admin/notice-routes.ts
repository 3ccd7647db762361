import {
  actions,
  adminNoticeListSchema,
  adminNoticeSchema,
  auditEntityTypes,
  idSchema,
  noticeInputSchema,
  noticeMessages,
  noticeRoutes,
  noticeStateAt,
} from '@parley/api-contract';
import type { AdminNotice, NoticeInput, NoticeSeverity } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import { findBrand } from '../../db/queries/brands';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  listNotices,
  updateNotice,
} from '../../db/queries/notices';
import type { NoticeRow } from '../../db/queries/notices';
import { auditActor } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

export function adminNoticeView(row: NoticeRow, now: Date): AdminNotice {
  const window = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
  return {
    noticeId: row.noticeId,
    text: row.text,
    severity: row.severity as NoticeSeverity,
    brandKey: row.brandKey,
    ...window,
    state: noticeStateAt(window, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a notice: what it says, where and when. */
const auditedNotice = (row: NoticeRow) => ({
  text: row.text,
  severity: row.severity,
  brandKey: row.brandKey,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const noticeParams = z.object({ noticeId: idSchema });

/**
 * Platform notices (issue 20): the console publishes, changes and withdraws them; the chat shows
 * the current ones (`routes/messages/`). Reading needs InstanceSettingsRead, every change
 * InstanceSettingsWrite, and every change is audited as `Notice` in its transaction.
 */
export const noticeAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['administration: notices'];
  const read = actions.InstanceSettingsRead;
  const write = actions.InstanceSettingsWrite;
  const existingNotice = async (noticeId: string) => {
    const row = await findNotice(context.services.db, noticeId);
    if (!row) throw notFound(noticeMessages.notFound(noticeId));
    return row;
  };
  const refuseUnknownBrand = async ({ brandKey }: NoticeInput) => {
    if (brandKey === null || (await findBrand(context.services.db, brandKey))) return;
    const message = noticeMessages.unknownBrand(brandKey);
    throw new HttpError(400, message, [{ field: 'brandKey', message }]);
  };

  app.get(
    noticeRoutes.list,
    { config: { access: read }, schema: { tags, response: { 200: adminNoticeListSchema } } },
    async () => {
      const now = new Date();
      return {
        items: (await listNotices(context.services.db)).map((row) => adminNoticeView(row, now)),
      };
    },
  );

  app.get(
    noticeRoutes.one,
    {
      config: { access: read },
      schema: { tags, params: noticeParams, response: { 200: adminNoticeSchema } },
    },
    async (request) => adminNoticeView(await existingNotice(request.params.noticeId), new Date()),
  );

  app.post(
    noticeRoutes.list,
    {
      config: { access: write },
      schema: { tags, body: noticeInputSchema, response: { 201: adminNoticeSchema } },
    },
    async (request, reply) => {
      await refuseUnknownBrand(request.body);
      const actor = auditActor(signedInUser(request));
      const created = await context.services.db.transaction(async (tx) => {
        const row = await insertNotice(tx, request.body, actor.userName);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.notice,
          entityId: row.noticeId,
          operation: 'Created',
          before: null,
          after: auditedNotice(row),
        });
        return row;
      });
      return reply.code(201).send(adminNoticeView(created, new Date()));
    },
  );

  app.put(
    noticeRoutes.one,
    {
      config: { access: write },
      schema: {
        tags,
        params: noticeParams,
        body: noticeInputSchema,
        response: { 200: adminNoticeSchema },
      },
    },
    async (request) => {
      const before = await existingNotice(request.params.noticeId);
      await refuseUnknownBrand(request.body);
      const actor = auditActor(signedInUser(request));
      const updated = await context.services.db.transaction(async (tx) => {
        const row = await updateNotice(tx, before.noticeId, request.body);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.notice,
          entityId: row.noticeId,
          operation: 'Updated',
          before: auditedNotice(before),
          after: auditedNotice(row),
        });
        return row;
      });
      return adminNoticeView(updated, new Date());
    },
  );

  app.delete(
    noticeRoutes.one,
    {
      config: { access: write },
      schema: { tags, params: noticeParams, response: { 204: z.null().describe('Withdrawn.') } },
    },
    async (request, reply) => {
      const before = await existingNotice(request.params.noticeId);
      const actor = auditActor(signedInUser(request));
      await context.services.db.transaction(async (tx) => {
        await deleteNotice(tx, before.noticeId);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.notice,
          entityId: before.noticeId,
          operation: 'Deleted',
          before: auditedNotice(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
