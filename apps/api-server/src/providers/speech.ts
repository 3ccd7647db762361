import { experimental_generateSpeech as generateSpeech } from 'ai';
import type { SpokenText } from '../speech/embedded-speech';
import { audioProvider } from './transcription';
import type { TranscribingDeployment } from './transcription';

/**
 * Text to speech through a provider (issue 20, voice output): the deployment's speech model
 * (tts-1, gpt-4o-mini-tts, ...) through the AI SDK, which posts to the OpenAI-style
 * `{baseURL}/audio/speech`. The same deployments that can transcribe can speak
 * (`canTranscribe`): OpenAI, Azure OpenAI and OpenAI-compatible servers.
 */
export type ProviderSpeech = (request: {
  text: string;
  language: string;
  /** MP3 to play in a browser; WAV (16-bit PCM) for the speaking avatar to send. */
  outputFormat: 'mp3' | 'wav';
  signal?: AbortSignal;
}) => Promise<SpokenText>;

export function createProviderSpeech(deployment: TranscribingDeployment): ProviderSpeech {
  const model = audioProvider(deployment).speech(deployment.model);
  return async ({ text, language, outputFormat, signal }) => {
    const { audio } = await generateSpeech({
      model,
      text,
      // The provider's own default voice; the language is a hint where the model takes one.
      language: language.split('-')[0],
      outputFormat,
      maxRetries: deployment.maxRetries,
      abortSignal: signal,
    });
    // The SDK names MP3 `audio/mp3`; browsers and proxies know it as `audio/mpeg`.
    const mediaType = audio.mediaType === 'audio/mp3' ? 'audio/mpeg' : audio.mediaType;
    return { audio: audio.uint8Array, mediaType };
  };
}
