import fastifyMultipart from '@fastify/multipart';
import {
  actions,
  fileContentSchema,
  idSchema,
  limits,
  routes,
  uploadFormFields,
  visionImageReferenceSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { readUploadForm } from '../../domain/upload-form';
import { uploadOwnerFor } from '../../domain/upload-owner';
import {
  readOwnedVisionImageFile,
  storeVisionImage,
  visionImageReference,
} from '../../domain/vision-images';
import { visitorUploadOwner } from '../public-conversations/public-access';
import type { RouteOptions } from '../route-options';

/**
 * Vision images (chat-spec section 7): the upload, which checks the image and makes its thumbnail,
 * and the base64 fetch of the image or its thumbnail. Only the owner reaches an image; anyone else
 * gets the 404 of a missing one.
 */
export const visionImageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['uploads'];
  const access = actions.AgentRead;
  await app.register(fastifyMultipart);

  app.post(
    routes.visionImages.upload,
    {
      config: { access, publicSession: true },
      schema: {
        tags,
        description: `multipart/form-data with the image in "file": PNG, JPEG, GIF or WebP, at most ${limits.visionImageMaxBytes} bytes and ${limits.visionImageMaxPixels} pixels.`,
        consumes: ['multipart/form-data'],
        response: { 200: visionImageReferenceSchema },
      },
    },
    async (request) => {
      const { file, fields } = await readUploadForm(request, {
        kind: 'image',
        maxFileBytes: limits.visionImageMaxBytes,
      });
      const owner = request.currentUser
        ? uploadOwnerFor(request)
        : await visitorUploadOwner(
            context.services,
            request,
            fields[uploadFormFields.sessionIdentifier],
          );
      const { db, blobs } = context.services;
      return visionImageReference(await storeVisionImage(db, blobs, owner, file));
    },
  );

  app.get(
    routes.visionImages.base64,
    {
      config: { access, publicSession: true },
      schema: {
        tags,
        params: z.object({ visionImageId: idSchema, blobFileName: z.string().max(200) }),
        response: { 200: fileContentSchema },
      },
    },
    async (request) => {
      const { visionImageId, blobFileName } = request.params;
      const { db, blobs } = context.services;
      const owner = request.currentUser
        ? uploadOwnerFor(request)
        : await visitorUploadOwner(context.services, request, undefined);
      const file = await readOwnedVisionImageFile(db, blobs, owner, visionImageId, blobFileName);
      if (!file) {
        throw notFound(`No image "${visionImageId}" with a file "${blobFileName}" is yours.`);
      }
      return { base64Content: Buffer.from(file.data).toString('base64'), mimeType: file.mimeType };
    },
  );
};
