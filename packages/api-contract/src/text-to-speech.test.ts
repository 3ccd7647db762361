import { describe, expect, it } from 'vitest';
import { paths, routes } from './paths';
import { matchesRoute } from './test-support/route-matcher';
import { connectVideoRequestSchema, speechRequestSchema } from './text-to-speech';

describe('text-to-speech video contract (chat-spec section 7)', () => {
  it('requires the localSdp of the connect body', () => {
    const refused = connectVideoRequestSchema.safeParse({ localSdp: '' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['localSdp'],
      message: 'Local SDP is required',
    });
  });

  it('refuses a localSdp above 100000 characters', () => {
    const refused = connectVideoRequestSchema.safeParse({ localSdp: 'v'.repeat(100_001) });
    expect(refused.error?.issues[0]?.message).toBe('Local SDP must be at most 100000 characters');
  });

  it.each([
    [routes.textToSpeech.speech, paths.textToSpeech.speech()],
    [routes.textToSpeech.connect, paths.textToSpeech.connect()],
    [routes.textToSpeech.disconnect, paths.textToSpeech.disconnect()],
    [routes.textToSpeech.stopSpeaking, paths.textToSpeech.stopSpeaking()],
    [routes.textToSpeech.speakVideo, paths.textToSpeech.speakVideo()],
  ])('pattern %s matches %s', (pattern, url) => {
    expect(matchesRoute(pattern, url)).toBe(true);
  });
});

describe('reading aloud contract (issue 20)', () => {
  it('takes a text and an optional language code', () => {
    expect(speechRequestSchema.safeParse({ text: 'Hello', language: 'ar-SA' }).success).toBe(true);
    expect(speechRequestSchema.safeParse({ text: 'Hello' }).success).toBe(true);
  });

  it.each([
    [{ text: '  ' }, ['text'], 'Text to read aloud is required'],
    [{ text: 'x'.repeat(8001) }, ['text'], 'Text to read aloud must be at most 8000 characters'],
    [
      { text: 'Hello', language: 'english please' },
      ['language'],
      'Language must be a language code such as "en" or "ar-SA"',
    ],
  ])('refuses %j, saying why', (body, path, message) => {
    expect(speechRequestSchema.safeParse(body).error?.issues[0]).toMatchObject({ path, message });
  });
});
