import {
  connectVideoRequestSchema,
  connectVideoResponseSchema,
  routes,
  speechRequestSchema,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/authorization';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { SpeakingAvatarError } from '../../speech/speaking-avatars';
import { decodeWav } from '../../speech/wav';
import type { RouteOptions } from '../route-options';
import { spokenText } from './spoken-text';

const noContent = { 204: z.null() };

/** The avatar's refusals as HTTP errors: 404 without a session, 400 a bad offer, 409 when full. */
function answered<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw httpErrorOf(error);
  }
}

function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof SpeakingAvatarError)) return error;
  if (error.reason === 'noSession') return notFound(error.message);
  if (error.reason === 'badOffer') return badRequest(error.message);
  return conflict(error.message);
}

/**
 * The speaking avatar (issue 20; the contract's `text-to-speech.ts` describes the calls): a WebRTC
 * session per signed-in user (`speech/speaking-avatars.ts`) that says texts in the reading-aloud
 * voice over its audio track.
 */
export const speakingAvatarRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { context },
) => {
  app.post(
    routes.textToSpeech.connect,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['textToSpeech'],
        body: connectVideoRequestSchema,
        response: { 200: connectVideoResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const remoteSdp = await context.services.avatars
        .connect(user.userId, request.body.localSdp)
        .catch((error: unknown) => {
          throw httpErrorOf(error);
        });
      return { remoteSdp };
    },
  );

  app.post(
    routes.textToSpeech.speakVideo,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['textToSpeech'], body: speechRequestSchema, response: noContent },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { avatars } = context.services;
      // Refused before the voice is asked: saying a text takes a while and nobody would hear it.
      answered(() => avatars.stopSpeaking(user.userId));
      const spoken = await spokenText(context.services, request.log, request.body, 'wav');
      let audio;
      try {
        audio = decodeWav(spoken.audio);
      } catch (error) {
        throw new HttpError(
          502,
          `The voice answered sound the avatar cannot send: ${(error as Error).message}`,
        );
      }
      answered(() => avatars.speak(user.userId, audio));
      return reply.code(204).send(null);
    },
  );

  app.post(
    routes.textToSpeech.stopSpeaking,
    { config: { access: 'signedIn' }, schema: { tags: ['textToSpeech'], response: noContent } },
    async (request, reply) => {
      answered(() => context.services.avatars.stopSpeaking(signedInUser(request).userId));
      return reply.code(204).send(null);
    },
  );

  app.post(
    routes.textToSpeech.disconnect,
    { config: { access: 'signedIn' }, schema: { tags: ['textToSpeech'], response: noContent } },
    async (request, reply) => {
      await context.services.avatars
        .disconnect(signedInUser(request).userId)
        .catch((error: unknown) => {
          throw httpErrorOf(error);
        });
      return reply.code(204).send(null);
    },
  );
};
