import fastifyMultipart from '@fastify/multipart';
import {
  actions,
  attachmentReferenceSchema,
  fileContentSchema,
  idSchema,
  limits,
  routes,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentReference,
  openOwnedAttachmentFile,
  storeAttachment,
} from '../../domain/attachments';
import { sendBlobAsBase64Json } from '../../http/blob-reply';
import { readUploadForm } from '../../http/upload-form';
import { findOwnedAttachments } from '../../db/queries/uploads';
import { uploadOwnerFor } from '../../http/upload-owner';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

const attachmentParams = z.object({ attachmentId: idSchema });

const missing = (attachmentId: string) => notFound(`No attachment "${attachmentId}" is yours.`);

/**
 * Attachments (chat-spec section 7): the upload of a FileSearch or CodeInterpreter file in the
 * context "Conversation", and its fetch by id and as base64. Only the owner reaches an
 * attachment; anyone else gets the 404 of a missing one.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['uploads'];
  const access = actions.AgentRead;
  await app.register(fastifyMultipart);

  app.post(
    routes.attachments.upload,
    {
      config: { access },
      schema: {
        tags,
        description: `multipart/form-data: "file" (a PDF or UTF-8 text file, at most ${limits.attachmentMaxBytes} bytes), "attachmentType" (FileSearch or CodeInterpreter) and "context" ("Conversation").`,
        consumes: ['multipart/form-data'],
        response: { 200: attachmentReferenceSchema },
      },
    },
    async (request) => {
      const owner = uploadOwnerFor(request);
      const form = await readUploadForm(request, {
        kind: 'attachment',
        maxFileBytes: limits.attachmentMaxBytes,
      });
      const { db, blobs } = context.services;
      return attachmentReference(await storeAttachment(db, blobs, owner, form));
    },
  );

  app.get(
    routes.attachments.one,
    {
      config: { access },
      schema: { tags, params: attachmentParams, response: { 200: attachmentReferenceSchema } },
    },
    async (request) => {
      const { attachmentId } = request.params;
      const [row] = await findOwnedAttachments(context.services.db, uploadOwnerFor(request), [
        attachmentId,
      ]);
      if (!row) throw missing(attachmentId);
      return attachmentReference(row);
    },
  );

  app.get(
    routes.attachments.base64,
    {
      config: { access },
      schema: { tags, params: attachmentParams, response: { 200: fileContentSchema } },
    },
    async (request, reply) => {
      const { attachmentId } = request.params;
      const { db, blobs } = context.services;
      const opened = await openOwnedAttachmentFile(
        db,
        blobs,
        uploadOwnerFor(request),
        attachmentId,
      );
      if (!opened) throw missing(attachmentId);
      return sendBlobAsBase64Json(
        reply,
        opened.file,
        { mimeType: opened.mimeType },
        'base64Content',
      );
    },
  );
};
