import { speechMessages } from '@parley/api-contract';
import type { SpeechRequest } from '@parley/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../app-context';
import { speakableText } from '../../domain/speakable-text';
import { voiceOutputFor } from '../../domain/voice-output';
import { badRequest, conflict, HttpError } from '../../http/http-error';
import { describeProviderError } from '../../providers/provider-errors';
import { SpeechUnavailableError } from '../../speech/embedded-speech';
import type { SpokenText } from '../../speech/embedded-speech';

/**
 * An answer's markdown said aloud (issue 20), for reading aloud and the speaking avatar alike:
 * its sentences without the marks (`speakableText`), in the language asked for (English by
 * default), by the deployment `PARLEY_SPEECH_DEPLOYMENT` names or else the embedded voice. A
 * misnamed deployment is a 409 with the reason, a provider failure a 502, a stuck embedded voice
 * a 503. The avatar asks for WAV, whose samples it sends; reading aloud takes a provider's MP3.
 */
export async function spokenText(
  services: AppServices,
  log: FastifyBaseLogger,
  request: SpeechRequest,
  providerFormat: 'mp3' | 'wav',
): Promise<SpokenText> {
  const text = speakableText(request.text);
  if (text === '') throw badRequest(speechMessages.nothingToSay);
  const language = request.language ?? 'en';
  const { config, db, secrets, speech } = services;
  const voice = await voiceOutputFor(db, secrets, config.speechDeployment);
  if (voice.kind === 'unavailable') throw conflict(voice.reason);
  if (voice.kind === 'provider') {
    try {
      return await voice.speak({ text, language, outputFormat: providerFormat });
    } catch (error) {
      log.error({ err: error, deployment: voice.deploymentName }, 'speech provider failed');
      throw new HttpError(
        502,
        describeProviderError(error, {
          deploymentName: voice.deploymentName,
          secrets: voice.secrets,
        }),
      );
    }
  }
  try {
    return await speech.speak({ text, language });
  } catch (error) {
    if (error instanceof SpeechUnavailableError) throw new HttpError(503, error.message);
    throw error;
  }
}
