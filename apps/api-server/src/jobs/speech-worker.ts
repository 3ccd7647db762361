import createESpeakNG from '@echogarden/espeak-ng-emscripten';
import { encodeWav } from '../speech/wav';
import { answerRequests } from './request-thread';

/**
 * The embedded speech synthesiser's thread (`speech/embedded-speech.ts` starts it): eSpeak NG
 * compiled to WebAssembly, loaded once, turning one text at a time into a WAV file. eSpeak
 * synthesises synchronously, which is why it has a thread of its own.
 */

export interface SpeechRequest {
  text: string;
  /** A language code ("en", "ar-SA"): its eSpeak voice, else the language's, else US English. */
  language: string;
}

export interface SpeechResult {
  wav: Uint8Array;
}

const engine = createESpeakNG().then((module) => ({ module, worker: new module.eSpeakNGWorker() }));

/** The eSpeak voices to try for a language code, best first; US English always speaks. */
function voicesFor(language: string): string[] {
  const code = language.toLowerCase();
  return [code, code.split('-')[0] ?? code, 'en-us'];
}

async function synthesise({ text, language }: SpeechRequest): Promise<SpeechResult> {
  const { module, worker } = await engine;
  if (!voicesFor(language).some((voice) => worker.set_voice(voice) === 0)) {
    throw new Error('The speech synthesiser has no English voice: its data is missing.');
  }
  const runs: Int16Array[] = [];
  const collect = module.addFunction((samples, length) => {
    // HEAP16 is read at each call: the heap may grow, and replace the array, while synthesising.
    runs.push(module.HEAP16.slice(samples / 2, samples / 2 + length));
    return 0; // carry on
  }, 'iiii');
  try {
    worker.synth_(text, collect);
  } finally {
    module.removeFunction(collect);
  }
  const samples = new Int16Array(runs.reduce((total, run) => total + run.length, 0));
  let offset = 0;
  for (const run of runs) {
    samples.set(run, offset);
    offset += run.length;
  }
  return { wav: encodeWav(samples, worker.get_samplerate()) };
}

answerRequests<SpeechRequest, SpeechResult>(synthesise, {
  transferOf: (result) => [result.wav.buffer as ArrayBuffer],
});
