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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicSession } from '../../db/queries/public-chat';
import { rateLimitWindowMs, uploadLimits } from '../../domain/public-endpoint';
import { createRateLimiter } from '../../domain/rate-limit';
import { sendBlobAsBase64Json } from '../../http/blob-reply';
import { badRequest, notFound } from '../../http/http-error';
import { readUploadForm } from '../../http/upload-form';
import type { UploadOwner } from '../../db/queries/uploads';
import { uploadOwnerFor } from '../../http/upload-owner';
import {
  openOwnedVisionImageFile,
  storeVisionImage,
  visionImageReference,
} from '../../domain/vision-images';
import {
  enforceRateLimit,
  visitorUploadOwner,
  visitorUploadSession,
} from '../public-conversations/public-access';
import type { RouteOptions } from '../route-options';

/**
 * A visitor's images go only to an agent that reads them (the Vision capability, or its chat
 * setting `visionFileUpload`); 400 otherwise, before the image is looked at.
 */
function refuseUnlessAgentTakesImages({ agent }: PublicSession): void {
  if (agent.capabilityTypes.includes('Vision') || agent.visionFileUpload) return;
  throw badRequest(
    `The agent "${agent.name ?? agent.publicEndpoint}" of this public chat takes no images: it has neither the Vision capability nor image uploads (visionFileUpload) switched on.`,
  );
}

/**
 * Vision images (chat-spec section 7): the upload, which checks the image and makes its thumbnail,
 * and the base64 fetch of the image or its thumbnail. Only the owner reaches an image; anyone else
 * gets the 404 of a missing one.
 */
export const visionImageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['uploads'];
  const access = actions.AgentRead;
  await app.register(fastifyMultipart);
  const visitorLimiter = createRateLimiter(
    () => context.services.db,
    'visitor-upload',
    rateLimitWindowMs,
  );

  /**
   * An anonymous visitor's upload: their session's agent must read images, then the upload counts
   * against the public endpoint's limits (a refused upload is not counted), before any image work.
   */
  const admitVisitorUpload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    formSessionIdentifier: string | undefined,
  ): Promise<UploadOwner> => {
    const session = await visitorUploadSession(context.services, request, formSessionIdentifier);
    refuseUnlessAgentTakesImages(session);
    enforceRateLimit(
      reply,
      await visitorLimiter.hit(uploadLimits(session.agent, session.sessionIdentifier, request.ip)),
    );
    return { publicSessionIdentifier: session.sessionIdentifier };
  };

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
    async (request, reply) => {
      const { file, fields } = await readUploadForm(request, {
        kind: 'image',
        maxFileBytes: limits.visionImageMaxBytes,
      });
      const owner = request.currentUser
        ? uploadOwnerFor(request)
        : await admitVisitorUpload(request, reply, fields[uploadFormFields.sessionIdentifier]);
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
    async (request, reply) => {
      const { visionImageId, blobFileName } = request.params;
      const { db, blobs } = context.services;
      const owner = request.currentUser
        ? uploadOwnerFor(request)
        : await visitorUploadOwner(context.services, request, undefined);
      const opened = await openOwnedVisionImageFile(db, blobs, owner, visionImageId, blobFileName);
      if (!opened) {
        throw notFound(`No image "${visionImageId}" with a file "${blobFileName}" is yours.`);
      }
      return sendBlobAsBase64Json(
        reply,
        opened.file,
        { mimeType: opened.mimeType },
        'base64Content',
      );
    },
  );
};
