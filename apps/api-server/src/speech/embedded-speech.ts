import type { SpeechRequest, SpeechResult } from '../jobs/speech-worker';
import { createRequestThread } from '../jobs/request-thread';

/** A text read aloud: the sound file and its media type. */
export interface SpokenText {
  audio: Uint8Array;
  mediaType: string;
}

/** Reads plain text aloud in a language (a code such as "en" or "ar-SA"). */
export interface SpeechSynthesiser {
  speak(request: { text: string; language: string }): Promise<SpokenText>;
  close(): Promise<void>;
}

/**
 * A request's bound: at the client's part size (about 2,000 characters) eSpeak takes a second or
 * two, so this is only reached by a stuck thread or a machine far behind.
 */
export const SPEECH_TIMEOUT_MS = 60_000;

/** Why the synthesiser could not read a text; the route answers 503 with this message. */
export class SpeechUnavailableError extends Error {}

/**
 * The synthesiser that needs no network and no configuration: eSpeak NG in WebAssembly, on a
 * thread of its own (`jobs/speech-worker.ts`), one text at a time. A text that takes longer
 * than the timeout is given up and the thread replaced.
 */
export function createEmbeddedSpeech(timeoutMs: number): SpeechSynthesiser {
  const thread = createRequestThread<SpeechRequest, SpeechResult>({
    workerName: 'speech-worker',
    timeoutMs,
    failures: {
      failed: ({ message }) => new SpeechUnavailableError(message),
      timedOut: () =>
        new SpeechUnavailableError(
          `Reading the text aloud took longer than ${Math.round(timeoutMs / 1000)} s and was given up.`,
        ),
      stopped: (reason) =>
        new SpeechUnavailableError(
          `The speech synthesiser stopped${reason === undefined ? '' : `: ${reason}`}.`,
        ),
    },
  });
  return {
    async speak(request) {
      const { wav } = await thread.run(request);
      return { audio: wav, mediaType: 'audio/wav' };
    },
    close: () => thread.close(),
  };
}
