import {
  actions,
  auditEntityTypes,
  guidelinesMessages,
  guidelinesRoutes,
  guidelinesTemplateInputSchema,
  guidelinesTemplateListSchema,
  guidelinesTemplateSchema,
  idSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../db/queries/audit';
import {
  deleteGuidelinesTemplate,
  findGuidelinesTemplate,
  insertGuidelinesTemplate,
  listGuidelinesTemplates,
  updateGuidelinesTemplate,
} from '../../db/queries/guidelines-templates';
import type { GuidelinesTemplateRow } from '../../db/queries/guidelines-templates';
import { auditActor } from '../../domain/administration';
import { signedInUser } from '../../http/authorization';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';
import { guidelinesActions } from './guidelines-routes';

const templateParams = z.object({ guidelinesTemplateId: idSchema });

const templateView = (row: GuidelinesTemplateRow) => ({
  guidelinesTemplateId: row.guidelinesTemplateId,
  name: row.name,
  description: row.description,
  sections: row.sections,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a template: all of it. */
const auditedTemplate = (row: GuidelinesTemplateRow) => ({
  name: row.name,
  description: row.description,
  sections: row.sections,
});

/**
 * Guidelines templates: starting points for new documents (`POST .../guidelinesDocuments` with
 * `templateId` copies one in). A document keeps no link to its template, so a template can
 * always be changed or deleted. Every change is audited in its transaction.
 */
export const guidelinesTemplateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: guidelines'];
  const db = () => context.services.db;
  const write = actions.GuidelinesDocumentsWrite;
  const existing = async (guidelinesTemplateId: string) => {
    const row = await findGuidelinesTemplate(db(), guidelinesTemplateId);
    if (!row) throw notFound(guidelinesMessages.templateNotFound(guidelinesTemplateId));
    return row;
  };

  app.get(
    guidelinesRoutes.templates,
    {
      config: { access: guidelinesActions },
      schema: { tags, response: { 200: guidelinesTemplateListSchema } },
    },
    async () => ({
      items: (await listGuidelinesTemplates(db())).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    }),
  );

  app.get(
    guidelinesRoutes.template,
    {
      config: { access: guidelinesActions },
      schema: { tags, params: templateParams, response: { 200: guidelinesTemplateSchema } },
    },
    async (request) => templateView(await existing(request.params.guidelinesTemplateId)),
  );

  app.post(
    guidelinesRoutes.templates,
    {
      config: { access: actions.GuidelinesDocumentsCreate },
      schema: {
        tags,
        body: guidelinesTemplateInputSchema,
        response: { 201: guidelinesTemplateSchema },
      },
    },
    async (request, reply) => {
      const actor = auditActor(signedInUser(request));
      const created = await db().transaction(async (tx) => {
        const row = await insertGuidelinesTemplate(tx, request.body);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.guidelinesTemplate,
          entityId: row.guidelinesTemplateId,
          operation: 'Created',
          before: null,
          after: auditedTemplate(row),
        });
        return row;
      });
      return reply.code(201).send(templateView(created));
    },
  );

  app.put(
    guidelinesRoutes.template,
    {
      config: { access: write },
      schema: {
        tags,
        params: templateParams,
        body: guidelinesTemplateInputSchema,
        response: { 200: guidelinesTemplateSchema },
      },
    },
    async (request) => {
      const { guidelinesTemplateId } = request.params;
      const actor = auditActor(signedInUser(request));
      const updated = await db().transaction(async (tx) => {
        const before = await findGuidelinesTemplate(tx, guidelinesTemplateId);
        const after =
          before && (await updateGuidelinesTemplate(tx, guidelinesTemplateId, request.body));
        if (!before || !after)
          throw notFound(guidelinesMessages.templateNotFound(guidelinesTemplateId));
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.guidelinesTemplate,
          entityId: guidelinesTemplateId,
          operation: 'Updated',
          before: auditedTemplate(before),
          after: auditedTemplate(after),
        });
        return after;
      });
      return templateView(updated);
    },
  );

  app.delete(
    guidelinesRoutes.template,
    {
      config: { access: write },
      schema: { tags, params: templateParams, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const before = await existing(request.params.guidelinesTemplateId);
      const actor = auditActor(signedInUser(request));
      await db().transaction(async (tx) => {
        await deleteGuidelinesTemplate(tx, before.guidelinesTemplateId);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.guidelinesTemplate,
          entityId: before.guidelinesTemplateId,
          operation: 'Deleted',
          before: auditedTemplate(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
