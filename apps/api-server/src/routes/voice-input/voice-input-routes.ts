import fastifyMultipart from '@fastify/multipart';
import {
  actions,
  isVoiceInputMediaType,
  routes,
  transcriptionSchema,
  uploadFormFields,
  voiceInputCapabilitySchema,
  voiceInputLimits,
  voiceInputMediaTypes,
  voiceInputMessages,
} from '@parley/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voiceInputFor } from '../../domain/voice-input';
import { conflict, HttpError } from '../../http/http-error';
import { readUploadForm } from '../../http/upload-form';
import { describeProviderError } from '../../providers/provider-errors';
import type { RouteOptions } from '../route-options';

/**
 * Voice input (issue 20): whether this server can transcribe, and the transcription of a
 * recording, for staff who may chat (AgentRead). Public chat has no voice input: a visitor's
 * recordings would spend the instance's transcription without an account to answer for them.
 * Unavailable is a 409 with the reason, not a 503: clients treat a 503 as the server being down
 * and retry it (chat-spec section 8).
 */
const kind = 'recording';
const notAForm = `Send the ${kind} as multipart/form-data with the file in the field "${uploadFormFields.file}".`;

export const voiceInputRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { context }) => {
  const tags = ['voice input'];
  const access = actions.AgentRead;
  await app.register(fastifyMultipart);
  // Any other body (raw audio, say) gets the same clear 415 as a JSON one, not Fastify's bare one.
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, notAForm), undefined);
  });

  const voiceInput = () => {
    const { db, secrets, config } = context.services;
    return voiceInputFor(db, secrets, config.transcriptionDeployment);
  };

  app.get(
    routes.voiceInput.capability,
    { config: { access }, schema: { tags, response: { 200: voiceInputCapabilitySchema } } },
    async () => {
      const current = await voiceInput();
      return current.available
        ? { available: true, reason: null }
        : { available: false, reason: current.reason };
    },
  );

  app.post(
    routes.voiceInput.transcriptions,
    {
      config: { access },
      schema: {
        tags,
        description: `multipart/form-data with the recording in "file": ${voiceInputMediaTypes.join(', ')}, at most ${voiceInputLimits.maxBytes} bytes. 409 while voice input is unavailable (the reason in the message); 502 when the transcription provider fails.`,
        consumes: ['multipart/form-data'],
        response: { 200: transcriptionSchema },
      },
    },
    async (request) => {
      const { file } = await readUploadForm(request, {
        kind,
        maxFileBytes: voiceInputLimits.maxBytes,
        tooLarge: () => voiceInputMessages.tooLarge,
      });
      if (!isVoiceInputMediaType(file.declaredMimeType)) {
        throw new HttpError(415, voiceInputMessages.unsupportedType(file.declaredMimeType));
      }
      const current = await voiceInput();
      if (!current.available) throw conflict(current.reason);
      let text: string;
      try {
        text = await current.transcribe(file.data);
      } catch (error) {
        request.log.error(
          { err: error, deployment: current.deploymentName },
          'transcription provider failed',
        );
        throw new HttpError(
          502,
          describeProviderError(error, {
            deploymentName: current.deploymentName,
            secrets: current.secrets,
          }),
        );
      }
      if (text === '') throw new HttpError(422, voiceInputMessages.noSpeech);
      return { text };
    },
  );
};
