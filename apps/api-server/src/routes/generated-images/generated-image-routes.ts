import { routes } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findGeneratedImage } from '../../db/queries/answers';
import { isUuid } from '../../db/queries/ids';
import { sendBlob } from '../../http/blob-reply';
import { notFound } from '../../http/http-error';
import type { RouteOptions } from '../route-options';

/**
 * `GET /api/internal/generatedImages/{conversationId}/{segmentId}/{key}/{fileName}`. An `<img>`
 * sends no bearer header, so the unguessable key in the path is the capability that grants access.
 */
export const generatedImageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  app.get(
    routes.generatedImages,
    {
      config: { access: 'public' },
      schema: {
        tags: ['generated images'],
        params: z.object({
          conversationId: z.string().max(200),
          segmentId: z.string().max(200),
          key: z.string().max(200),
          fileName: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { conversationId, segmentId, key, fileName } = request.params;
      const image = isUuid(segmentId)
        ? await findGeneratedImage(context.services.db, segmentId, key, fileName)
        : undefined;
      const file =
        image && image.conversationId === conversationId
          ? await context.services.blobs.open(image.blobKey)
          : undefined;
      if (!image || !file) throw notFound('No such generated image.');
      reply
        .header('content-type', image.mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      return sendBlob(reply, file);
    },
  );
};
