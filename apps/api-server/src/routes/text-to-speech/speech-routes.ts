import { routes, speechRequestSchema } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../route-options';
import { spokenText } from './spoken-text';

/**
 * `POST /api/internal/textToSpeech/speech` (issue 20, voice output): reads a text aloud for a
 * signed-in user (`spokenText` says how). The answer is the sound file itself.
 */
export const speechRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.post(
    routes.textToSpeech.speech,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['textToSpeech'], body: speechRequestSchema },
    },
    async (request, reply) => {
      const spoken = await spokenText(context.services, request.log, request.body, 'mp3');
      return reply
        .type(spoken.mediaType)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(spoken.audio.buffer, spoken.audio.byteOffset, spoken.audio.byteLength));
    },
  );
};
