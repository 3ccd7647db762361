import { createAzure } from '@ai-sdk/azure';
import { createOpenAI } from '@ai-sdk/openai';
import type { TranscriptionModelV3 } from '@ai-sdk/provider';
import { experimental_transcribe as transcribe, NoTranscriptGeneratedError } from 'ai';
import type { ModelDeployment } from './deployments';

/**
 * Speech to text for voice input (issue 20): the deployment's model (whisper-1,
 * gpt-4o-transcribe, ...) through the AI SDK's transcription, which posts the recording to the
 * OpenAI-style `{baseURL}/audio/transcriptions`. OpenAI, Azure OpenAI and OpenAI-compatible
 * servers (vLLM, LocalAI, speaches, ...) serve it; Anthropic and the offline engine do not.
 */

export type TranscribingDeployment = Extract<
  ModelDeployment,
  { provider: 'openai-compatible' | 'openai' | 'azure' }
>;

/** Turns a recording into its transcript (empty when the provider heard no speech). */
export type Transcriber = (audio: Uint8Array, signal?: AbortSignal) => Promise<string>;

export function canTranscribe(deployment: ModelDeployment): deployment is TranscribingDeployment {
  return (
    deployment.provider === 'openai-compatible' ||
    deployment.provider === 'openai' ||
    deployment.provider === 'azure'
  );
}

/**
 * The AI SDK provider of a deployment's OpenAI-style audio endpoints (`/audio/transcriptions`,
 * `/audio/speech`), which transcription and reading aloud (`speech.ts`) both call.
 */
export function audioProvider(deployment: TranscribingDeployment) {
  if (deployment.provider === 'azure') {
    return createAzure({
      resourceName: deployment.resourceName,
      baseURL: deployment.baseURL,
      apiKey: deployment.apiKey,
      apiVersion: deployment.apiVersion,
    });
  }
  // The OpenAI provider speaks the same protocol to any compatible server. A local server may
  // need no key, and the SDK would otherwise look for OPENAI_API_KEY in the environment.
  return createOpenAI({
    baseURL: deployment.baseURL,
    apiKey: deployment.apiKey ?? (deployment.provider === 'openai-compatible' ? '' : undefined),
  });
}

function transcriptionModel(deployment: TranscribingDeployment): TranscriptionModelV3 {
  return audioProvider(deployment).transcription(deployment.model);
}

export function createTranscriber(deployment: TranscribingDeployment): Transcriber {
  const model = transcriptionModel(deployment);
  return async (audio, signal) => {
    try {
      const { text } = await transcribe({
        model,
        audio,
        maxRetries: deployment.maxRetries,
        abortSignal: signal,
      });
      return text.trim();
    } catch (error) {
      // The SDK's way of saying the provider answered with no text: nothing was said.
      if (NoTranscriptGeneratedError.isInstance(error)) return '';
      throw error;
    }
  };
}
