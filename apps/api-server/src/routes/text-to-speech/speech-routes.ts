import { routes, speechMessages, speechRequestSchema } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speakableText } from '../../domain/speakable-text';
import { badRequest, HttpError } from '../../http/http-error';
import { SpeechUnavailableError } from '../../speech/embedded-speech';
import type { RouteOptions } from '../route-options';

/**
 * `POST /api/internal/textToSpeech/speech` (issue 20, voice output): reads a text aloud for a
 * signed-in user. The text is an answer's markdown; what is said is its sentences without the
 * marks (`speakableText`), in the language asked for (English by default). The answer is the
 * sound file itself.
 */
export const speechRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  app.post(
    routes.textToSpeech.speech,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['textToSpeech'], body: speechRequestSchema },
    },
    async (request, reply) => {
      const text = speakableText(request.body.text);
      if (text === '') throw badRequest(speechMessages.nothingToSay);
      try {
        const spoken = await context.services.speech.speak({
          text,
          language: request.body.language ?? 'en',
        });
        return await reply
          .type(spoken.mediaType)
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(spoken.audio.buffer, spoken.audio.byteOffset, spoken.audio.byteLength));
      } catch (error) {
        if (error instanceof SpeechUnavailableError) throw new HttpError(503, error.message);
        throw error;
      }
    },
  );
};
