import { paths } from '@parley/api-contract';
import type { SpeechRequest } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff } = seededUsers;

describe('reading aloud: POST /api/internal/textToSpeech/speech (issue 20)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const speak = (payload: SpeechRequest) =>
    server.as(staff, { method: 'POST', url: paths.textToSpeech.speech(), payload });

  it("answers an answer's markdown as a WAV file, in the language asked for", async () => {
    const payloads: SpeechRequest[] = [
      { text: '## Hours\n\nWe are **open** daily.' },
      { text: 'مرحبا بكم.', language: 'ar' },
    ];
    for (const payload of payloads) {
      const spoken = await speak(payload);
      expect(spoken.statusCode).toBe(200);
      expect(spoken.headers['content-type']).toBe('audio/wav');
      expect(spoken.headers['cache-control']).toBe('no-store');
      expect(spoken.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
      // Half a second of 22,050 samples a second, two bytes each, at least.
      expect(spoken.rawPayload.length).toBeGreaterThan(22_050);
    }
  });

  it('says longer answers for longer', async () => {
    const short = await speak({ text: 'Yes.' });
    const long = await speak({
      text: 'Yes. The office opens at nine and closes at five every day.',
    });
    expect(long.rawPayload.length).toBeGreaterThan(short.rawPayload.length * 3);
  });

  it("refuses what it cannot read with the contract's message (400)", async () => {
    const cases = [
      [{ text: '   ' }, 'Text to read aloud is required'],
      [{ text: 'x'.repeat(8001) }, 'Text to read aloud must be at most 8000 characters'],
      [
        { text: 'Hi', language: 'not a code' },
        'Language must be a language code such as "en" or "ar-SA"',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await speak(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: expect.any(String), message }]);
    }
    const onlyCode = await speak({ text: '```js\nconsole.log(1);\n```' });
    expect(onlyCode.statusCode).toBe(400);
    expect(onlyCode.json().message).toBe(
      'The text has nothing to read aloud: it is only code or marks.',
    );
  });

  it('needs a signed-in user (401)', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: paths.textToSpeech.speech(),
      payload: { text: 'Hello' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
