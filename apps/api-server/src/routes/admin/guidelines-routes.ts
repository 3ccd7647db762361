import {
  actions,
  adminGuidelinesDocumentSchema,
  auditEntityTypes,
  guidelinesDocumentInputSchema,
  guidelinesDocumentListSchema,
  guidelinesLimits,
  guidelinesMessages,
  guidelinesRoutes,
  guidelinesSectionInputSchema,
  guidelinesSectionOrderSchema,
  idSchema,
  newGuidelinesDocumentSchema,
} from '@parley/api-contract';
import type { Action, GuidelinesDocumentInput } from '@parley/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { recordAudit } from '../../db/queries/audit';
import {
  agentsNamingGuidelines,
  appendGuidelinesSections,
  countGuidelinesSections,
  deleteGuidelinesDocument,
  deleteGuidelinesSection,
  findGuidelinesDocument,
  findGuidelinesSection,
  insertGuidelinesDocument,
  listGuidelinesDocumentsWithSectionCounts,
  listGuidelinesSections,
  lockGuidelinesDocument,
  orderGuidelinesSections,
  raiseGuidelinesVersion,
  updateGuidelinesSection,
} from '../../db/queries/guidelines';
import type { GuidelinesDocumentRow } from '../../db/queries/guidelines';
import { findGuidelinesTemplate } from '../../db/queries/guidelines-templates';
import { auditActor } from '../../domain/administration';
import {
  adminDocumentView,
  auditedDocument,
  documentFieldsView,
  readAdminDocument,
  refuseDeletingNamedDocument,
} from '../../domain/guidelines-documents';
import { signedInUser } from '../../http/authorization';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const documentParams = z.object({ guidelinesDocumentId: idSchema });
const sectionParams = documentParams.extend({ sectionId: idSchema });

/** The actions that open the guidelines (any one of them): the console lists them to each. */
export const guidelinesActions: readonly Action[] = [
  actions.GuidelinesDocumentsRead,
  actions.GuidelinesDocumentsCreate,
  actions.GuidelinesDocumentsWrite,
];

/** A change to one document, as `changeDocument` stores and audits it. */
interface DocumentChange {
  /** The audit entry's domain operation. */
  operation: string;
  /** The document's own fields it changes (none for a change of its sections). */
  fields?: GuidelinesDocumentInput;
  /** What the audit log keeps of the changed part, before and after (each beside the version). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Guidelines documents and their sections (admin-spec section 7: "Admin GET, POST, PUT, DELETE.
 * Sections POST, PUT, DELETE, with reorder"). Every change to a document answers the document as
 * it now stands (its new version included), runs in one transaction with the document's row
 * locked, raises the version and writes its audit entry there; one that changes nothing does
 * neither. A document agents or drafts name cannot be deleted.
 */
export const guidelinesDocumentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  const tags = ['administration: guidelines'];
  const db = () => context.services.db;
  const write = actions.GuidelinesDocumentsWrite;

  const missing = (guidelinesDocumentId: string) =>
    notFound(guidelinesMessages.documentNotFound(guidelinesDocumentId));
  const existing = async (guidelinesDocumentId: string) => {
    const row = await findGuidelinesDocument(db(), guidelinesDocumentId);
    if (!row) throw missing(guidelinesDocumentId);
    return row;
  };

  /**
   * Applies `apply` to the locked document in a transaction; when it changed something, raises
   * the version (storing `fields`) and audits it as the signed-in user. Answers the document.
   */
  const changeDocument = async (
    request: FastifyRequest,
    guidelinesDocumentId: string,
    apply: (tx: Database, document: GuidelinesDocumentRow) => Promise<DocumentChange | undefined>,
  ) => {
    const actor = auditActor(signedInUser(request));
    return db().transaction(async (tx) => {
      const before = await lockGuidelinesDocument(tx, guidelinesDocumentId);
      if (!before) throw missing(guidelinesDocumentId);
      const change = await apply(tx, before);
      if (!change) return readAdminDocument(tx, before);
      const after = await raiseGuidelinesVersion(tx, guidelinesDocumentId, change.fields);
      await recordAudit(tx, actor, {
        entityType: auditEntityTypes.guidelinesDocument,
        entityId: guidelinesDocumentId,
        operation: change.operation,
        before: { version: before.version, ...change.before },
        after: { version: after.version, ...change.after },
      });
      return readAdminDocument(tx, after);
    });
  };

  const documentAnswer = { 200: adminGuidelinesDocumentSchema };

  app.get(
    guidelinesRoutes.documents,
    {
      config: { access: guidelinesActions },
      schema: { tags, response: { 200: guidelinesDocumentListSchema } },
    },
    async () => {
      const rows = await listGuidelinesDocumentsWithSectionCounts(db());
      const agents = await agentsNamingGuidelines(
        db(),
        rows.map(({ document }) => document.guidelinesDocumentId),
      );
      return {
        items: rows.map(({ document, sectionCount }) => ({
          ...documentFieldsView(document, agents.get(document.guidelinesDocumentId) ?? []),
          sectionCount,
        })),
      };
    },
  );

  app.get(
    guidelinesRoutes.document,
    {
      config: { access: guidelinesActions },
      schema: { tags, params: documentParams, response: documentAnswer },
    },
    async (request) => readAdminDocument(db(), await existing(request.params.guidelinesDocumentId)),
  );

  app.post(
    guidelinesRoutes.documents,
    {
      config: { access: actions.GuidelinesDocumentsCreate },
      schema: {
        tags,
        body: newGuidelinesDocumentSchema,
        response: { 201: adminGuidelinesDocumentSchema },
      },
    },
    async (request, reply) => {
      const { templateId, ...input } = request.body;
      const template = templateId ? await findGuidelinesTemplate(db(), templateId) : undefined;
      if (templateId && !template) {
        const message = guidelinesMessages.templateNotFound(templateId);
        throw new HttpError(400, message, [{ field: 'templateId', message }]);
      }
      const actor = auditActor(signedInUser(request));
      const created = await db().transaction(async (tx) => {
        const row = await insertGuidelinesDocument(tx, input);
        const sections = await appendGuidelinesSections(
          tx,
          row.guidelinesDocumentId,
          template?.sections ?? [],
        );
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.guidelinesDocument,
          entityId: row.guidelinesDocumentId,
          operation: 'Created',
          before: null,
          after: { ...auditedDocument(row, sections), template: template?.name ?? null },
        });
        return adminDocumentView(row, sections, []);
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    guidelinesRoutes.document,
    {
      config: { access: write },
      schema: {
        tags,
        params: documentParams,
        body: guidelinesDocumentInputSchema,
        response: documentAnswer,
      },
    },
    async (request) =>
      changeDocument(request, request.params.guidelinesDocumentId, async (_tx, document) => {
        const { title, requireConsent } = request.body;
        if (title === document.title && requireConsent === document.requireConsent) return;
        return {
          operation: 'Updated',
          fields: { title, requireConsent },
          before: { title: document.title, requireConsent: document.requireConsent },
          after: { title, requireConsent },
        };
      }),
  );

  app.delete(
    guidelinesRoutes.document,
    {
      config: { access: write },
      schema: { tags, params: documentParams, response: { 204: z.null().describe('Deleted.') } },
    },
    async (request, reply) => {
      const { guidelinesDocumentId } = request.params;
      const actor = auditActor(signedInUser(request));
      await db().transaction(async (tx) => {
        const document = await lockGuidelinesDocument(tx, guidelinesDocumentId);
        if (!document) throw missing(guidelinesDocumentId);
        await refuseDeletingNamedDocument(tx, document);
        const sections = await listGuidelinesSections(tx, guidelinesDocumentId);
        await deleteGuidelinesDocument(tx, guidelinesDocumentId);
        await recordAudit(tx, actor, {
          entityType: auditEntityTypes.guidelinesDocument,
          entityId: guidelinesDocumentId,
          operation: 'Deleted',
          before: auditedDocument(document, sections),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    guidelinesRoutes.sections,
    {
      config: { access: write },
      schema: {
        tags,
        params: documentParams,
        body: guidelinesSectionInputSchema,
        response: documentAnswer,
      },
    },
    async (request) =>
      changeDocument(request, request.params.guidelinesDocumentId, async (tx, document) => {
        const held = await countGuidelinesSections(tx, document.guidelinesDocumentId);
        if (held >= guidelinesLimits.sectionsMax) {
          throw conflict(guidelinesMessages.tooManySections);
        }
        const [section] = await appendGuidelinesSections(tx, document.guidelinesDocumentId, [
          request.body,
        ]);
        return { operation: 'SectionAdded', before: {}, after: { section } };
      }),
  );

  app.put(
    guidelinesRoutes.section,
    {
      config: { access: write },
      schema: {
        tags,
        params: sectionParams,
        body: guidelinesSectionInputSchema,
        response: documentAnswer,
      },
    },
    async (request) => {
      const { guidelinesDocumentId, sectionId } = request.params;
      return changeDocument(request, guidelinesDocumentId, async (tx) => {
        const section = await findGuidelinesSection(tx, guidelinesDocumentId, sectionId);
        if (!section) throw notFound(guidelinesMessages.sectionNotFound(sectionId));
        const { title, content } = request.body;
        if (title === section.title && content === section.content) return;
        await updateGuidelinesSection(tx, guidelinesDocumentId, sectionId, request.body);
        return {
          operation: 'SectionUpdated',
          before: { section },
          after: { section: { sectionId, title, content } },
        };
      });
    },
  );

  app.delete(
    guidelinesRoutes.section,
    {
      config: { access: write },
      schema: { tags, params: sectionParams, response: documentAnswer },
    },
    async (request) => {
      const { guidelinesDocumentId, sectionId } = request.params;
      return changeDocument(request, guidelinesDocumentId, async (tx) => {
        const section = await findGuidelinesSection(tx, guidelinesDocumentId, sectionId);
        if (!section) throw notFound(guidelinesMessages.sectionNotFound(sectionId));
        await deleteGuidelinesSection(tx, guidelinesDocumentId, sectionId);
        return { operation: 'SectionDeleted', before: { section }, after: {} };
      });
    },
  );

  app.put(
    guidelinesRoutes.sectionOrder,
    {
      config: { access: write },
      schema: {
        tags,
        params: documentParams,
        body: guidelinesSectionOrderSchema,
        response: documentAnswer,
      },
    },
    async (request) => {
      const { guidelinesDocumentId } = request.params;
      const { sectionIds } = request.body;
      return changeDocument(request, guidelinesDocumentId, async (tx) => {
        const sections = await listGuidelinesSections(tx, guidelinesDocumentId);
        const held = new Set(sections.map((section) => section.sectionId));
        // The order must be of exactly these sections: one added, deleted or named twice since
        // the client read the document would otherwise be lost or duplicated.
        if (sectionIds.length !== held.size || !sectionIds.every((id) => held.has(id))) {
          const message = guidelinesMessages.sectionOrderMismatch;
          throw new HttpError(409, message, [{ field: 'sectionIds', message }]);
        }
        if (sectionIds.every((id, index) => sections[index]?.sectionId === id)) return;
        await orderGuidelinesSections(tx, guidelinesDocumentId, sectionIds);
        const titles = (ids: readonly string[]) =>
          ids.map((id) => sections.find((section) => section.sectionId === id)?.title);
        return {
          operation: 'SectionsReordered',
          before: { sections: titles(sections.map((section) => section.sectionId)) },
          after: { sections: titles(sectionIds) },
        };
      });
    },
  );
};
