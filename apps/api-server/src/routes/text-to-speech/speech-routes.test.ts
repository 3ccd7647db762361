import { randomBytes } from 'node:crypto';
import { paths, speechMessages } from '@parley/api-contract';
import type { SpeechRequest } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../auth/secret-box';
import { voiceOutputFor } from '../../domain/voice-output';
import {
  FAKE_SPEECH_AUDIO,
  startFakeTranscriptionServer,
} from '../../providers/testing/fake-transcription-server';
import type { FakeTranscriptionServer } from '../../providers/testing/fake-transcription-server';
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

  // A bound, not a speed check: the first call starts the synthesiser's thread, which compiles
  // eSpeak NG's WebAssembly; that took over 20 s on a 2-core machine busy with other suites.
  it(
    "answers an answer's markdown as a WAV file, in the language asked for",
    { timeout: 60_000 },
    async () => {
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
    },
  );

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

describe('reading aloud through the deployment PARLEY_SPEECH_DEPLOYMENT names', () => {
  const API_KEY = 'sk-speech-0123456789abcdef';
  const DEPLOYMENT = 'text-to-speech';
  let server: TestServer;
  let provider: FakeTranscriptionServer;
  beforeAll(async () => {
    provider = await startFakeTranscriptionServer();
    server = await startTestServer({
      env: {
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: DEPLOYMENT,
            provider: 'openai-compatible',
            baseURL: provider.baseURL,
            model: 'tts-1',
            apiKey: API_KEY,
            maxRetries: 0,
          },
        ]),
        PARLEY_SPEECH_DEPLOYMENT: DEPLOYMENT,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const speak = (payload: SpeechRequest) =>
    server.as(staff, { method: 'POST', url: paths.textToSpeech.speech(), payload });

  it("sends the spoken sentences to the deployment's model and answers its sound file", async () => {
    const spoken = await speak({ text: '**Open** daily.', language: 'ar-SA' });
    expect(spoken.statusCode).toBe(200);
    expect(spoken.headers['content-type']).toBe('audio/mpeg');
    expect(spoken.rawPayload).toEqual(FAKE_SPEECH_AUDIO);
    expect(provider.speechRequests.at(-1)).toEqual({
      body: expect.objectContaining({
        model: 'tts-1',
        input: 'Open daily.',
        response_format: 'mp3',
      }),
      authorization: `Bearer ${API_KEY}`,
    });
  });

  it('answers 502 naming the deployment, never the key, when the provider refuses', async () => {
    provider.answerWith({ status: 401, message: `Incorrect API key provided: ${API_KEY}` });
    try {
      const refused = await speak({ text: 'Hello.' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(
        `The model provider refused Parley's credentials for deployment "${DEPLOYMENT}" (HTTP 401). An administrator needs to check its API key.`,
      );
      expect(refused.body).not.toContain(API_KEY);
    } finally {
      provider.answerWith({ text: 'unused' });
    }
  });

  it('is unavailable, with the reason, when the named deployment cannot speak or is missing', async () => {
    const secrets = createSecretBox(randomBytes(32));
    expect(await voiceOutputFor(server.database.db, secrets, undefined)).toEqual({
      kind: 'embedded',
    });
    expect(await voiceOutputFor(server.database.db, secrets, 'offline')).toEqual({
      kind: 'unavailable',
      reason: speechMessages.cannotSpeak('offline'),
    });
    expect(await voiceOutputFor(server.database.db, secrets, 'no-such-deployment')).toEqual({
      kind: 'unavailable',
      reason: speechMessages.unknownDeployment('no-such-deployment'),
    });
  });
});
