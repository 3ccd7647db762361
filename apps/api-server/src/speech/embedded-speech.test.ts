import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedSpeech, SpeechUnavailableError } from './embedded-speech';
import type { SpeechSynthesiser } from './embedded-speech';

/** The WAV header's fields (speech/wav.ts writes them). */
function wavHeader(file: Uint8Array) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...file.subarray(offset, offset + 4));
  return {
    riff: ascii(0),
    wave: ascii(8),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    dataBytes: view.getUint32(40, true),
  };
}

/** How long a 22,050 Hz 16-bit mono WAV file plays. */
const seconds = (file: Uint8Array) => (file.length - 44) / 2 / 22_050;

/** The loudest sample: silence would be 0. */
function peak(file: Uint8Array): number {
  const samples = new Int16Array(file.slice(44).buffer);
  return samples.reduce((loudest, sample) => Math.max(loudest, Math.abs(sample)), 0);
}

describe('the embedded speech synthesiser (eSpeak NG, issue 20)', () => {
  let speech: SpeechSynthesiser | undefined;
  afterEach(async () => {
    await speech?.close();
    speech = undefined;
  });

  it('reads English and Arabic aloud as 16-bit mono WAV, longer text for longer', async () => {
    speech = createEmbeddedSpeech(60_000);
    const short = await speech.speak({ text: 'Hello.', language: 'en' });
    const long = await speech.speak({
      text: 'Hello. Welcome to Parley, where answers are read aloud.',
      language: 'en-GB',
    });
    const arabic = await speech.speak({ text: 'مرحبا بكم في بارلي.', language: 'ar' });
    for (const spoken of [short, long, arabic]) {
      expect(spoken.mediaType).toBe('audio/wav');
      expect(wavHeader(spoken.audio)).toEqual({
        riff: 'RIFF',
        wave: 'WAVE',
        channels: 1,
        sampleRate: 22050,
        bitsPerSample: 16,
        dataBytes: spoken.audio.length - 44,
      });
      expect(peak(spoken.audio)).toBeGreaterThan(1000);
    }
    expect(seconds(long.audio)).toBeGreaterThan(seconds(short.audio) * 2);
    expect(seconds(arabic.audio)).toBeGreaterThan(0.5);
  });

  it('speaks a language it has no voice for in English rather than failing', async () => {
    speech = createEmbeddedSpeech(60_000);
    const spoken = await speech.speak({ text: 'Hello there.', language: 'xx-unknown' });
    expect(seconds(spoken.audio)).toBeGreaterThan(0.3);
  });

  it('gives up a text that takes longer than the timeout, saying so', async () => {
    speech = createEmbeddedSpeech(1);
    const refused = speech.speak({ text: 'Hello.', language: 'en' });
    await expect(refused).rejects.toBeInstanceOf(SpeechUnavailableError);
    await expect(refused).rejects.toThrow(
      /^Reading the text aloud took longer than \d+ s and was given up\.$/,
    );
  });
});
