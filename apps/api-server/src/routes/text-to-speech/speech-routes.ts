import { routes, speechMessages, speechRequestSchema } from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { speakableText } from '../../domain/speakable-text';
import { voiceOutputFor } from '../../domain/voice-output';
import { badRequest, conflict, HttpError } from '../../http/http-error';
import { describeProviderError } from '../../providers/provider-errors';
import { SpeechUnavailableError } from '../../speech/embedded-speech';
import type { SpokenText } from '../../speech/embedded-speech';
import type { RouteOptions } from '../route-options';

/**
 * `POST /api/internal/textToSpeech/speech` (issue 20, voice output): reads a text aloud for a
 * signed-in user. The text is an answer's markdown; what is said is its sentences without the
 * marks (`speakableText`), in the language asked for (English by default), by the deployment
 * `PARLEY_SPEECH_DEPLOYMENT` names or else the embedded voice. The answer is the sound file
 * itself. A misnamed deployment is a 409 with the reason, a provider failure a 502, a stuck
 * embedded voice a 503.
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
      const language = request.body.language ?? 'en';
      const { config, db, secrets, speech } = context.services;
      const voice = await voiceOutputFor(db, secrets, config.speechDeployment);
      let spoken: SpokenText;
      if (voice.kind === 'unavailable') throw conflict(voice.reason);
      if (voice.kind === 'provider') {
        try {
          spoken = await voice.speak({ text, language });
        } catch (error) {
          request.log.error(
            { err: error, deployment: voice.deploymentName },
            'speech provider failed',
          );
          throw new HttpError(
            502,
            describeProviderError(error, {
              deploymentName: voice.deploymentName,
              secrets: voice.secrets,
            }),
          );
        }
      } else {
        try {
          spoken = await speech.speak({ text, language });
        } catch (error) {
          if (error instanceof SpeechUnavailableError) throw new HttpError(503, error.message);
          throw error;
        }
      }
      return reply
        .type(spoken.mediaType)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(spoken.audio.buffer, spoken.audio.byteOffset, spoken.audio.byteLength));
    },
  );
};
