import { randomBytes } from 'node:crypto';
import { actions, paths, voiceInputLimits, voiceInputMessages } from '@parley/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../auth/secret-box';
import { voiceInputFor } from '../../domain/voice-input';
import { startFakeTranscriptionServer } from '../../providers/testing/fake-transcription-server';
import type { FakeTranscriptionServer } from '../../providers/testing/fake-transcription-server';
import { userHolding } from '../../test-support/brand-test-support';
import { multipartRequest } from '../../test-support/upload-test-support';
import { seededUsers, startTestServer } from '../../test-support/test-server';
import type { TestServer } from '../../test-support/test-server';

const { staff } = seededUsers;
const API_KEY = 'sk-transcription-0123456789abcd';
const DEPLOYMENT = 'speech-to-text';

/** The start of a WebM file (its EBML magic number), then some bytes standing for Opus frames. */
const webmRecording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2_000)]);

const recordingForm = (
  data: Uint8Array | string = webmRecording,
  type = 'audio/webm;codecs=opus',
) =>
  multipartRequest(paths.voiceInput.transcriptions(), {
    file: { fileName: 'recording.webm', type, data },
  });

describe('voice input with a transcription deployment', () => {
  let server: TestServer;
  let transcriber: FakeTranscriptionServer;

  beforeAll(async () => {
    transcriber = await startFakeTranscriptionServer();
    server = await startTestServer({
      env: {
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: DEPLOYMENT,
            provider: 'openai-compatible',
            baseURL: transcriber.baseURL,
            model: 'whisper-1',
            apiKey: API_KEY,
            maxRetries: 0,
          },
        ]),
        PARLEY_TRANSCRIPTION_DEPLOYMENT: DEPLOYMENT,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await transcriber.close();
  });

  it('says voice input is available', async () => {
    const response = await server.as(staff, { method: 'GET', url: paths.voiceInput.capability() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, reason: null });
  });

  it("sends the recording and the deployment's model to the provider and answers the transcript", async () => {
    transcriber.answerWith({ text: '  Book a meeting room for Friday.  ' });
    const before = transcriber.requests.length;
    const response = await server.as(staff, await recordingForm());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'Book a meeting room for Friday.' });
    expect(transcriber.requests.length).toBe(before + 1);
    const received = transcriber.requests.at(-1);
    expect(received?.model).toBe('whisper-1');
    expect(received?.fileName).toBe('audio.webm');
    expect(received?.fileType).toBe('audio/webm');
    expect(received?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received?.audio.equals(webmRecording)).toBe(true);
  });

  it('answers 422 saying no speech was heard when the provider finds none', async () => {
    transcriber.answerWith({ text: '' });
    const response = await server.as(staff, await recordingForm());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(voiceInputMessages.noSpeech);
  });

  it('answers 502 naming the deployment, never the key, when the provider refuses', async () => {
    transcriber.answerWith({ status: 401, message: `Incorrect API key provided: ${API_KEY}` });
    const response = await server.as(staff, await recordingForm());
    expect(response.statusCode).toBe(502);
    const { message } = response.json() as { message: string };
    expect(message).toBe(
      `The model provider refused Parley's credentials for deployment "${DEPLOYMENT}" (HTTP 401). An administrator needs to check its API key.`,
    );
    expect(response.body).not.toContain(API_KEY);
  });

  it('answers 502 saying the provider could not be reached when nothing listens', async () => {
    const gone = await startFakeTranscriptionServer();
    await gone.close();
    const unreachable = await startTestServer({
      env: {
        PARLEY_MODEL_DEPLOYMENTS: JSON.stringify([
          {
            deploymentName: DEPLOYMENT,
            provider: 'openai-compatible',
            baseURL: gone.baseURL,
            model: 'whisper-1',
            maxRetries: 0,
          },
        ]),
        PARLEY_TRANSCRIPTION_DEPLOYMENT: DEPLOYMENT,
      },
    });
    try {
      const response = await unreachable.as(staff, await recordingForm());
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(
        /^Parley could not reach the model provider of deployment "speech-to-text"|^The connection to the model provider broke/,
      );
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a recording over the 25 MB limit with 413, before the provider hears of it', async () => {
    const before = transcriber.requests.length;
    const response = await server.as(
      staff,
      await recordingForm(new Uint8Array(voiceInputLimits.maxBytes + 1)),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(voiceInputMessages.tooLarge);
    expect(transcriber.requests.length).toBe(before);
  });

  it('refuses a file that is not audio with 415, naming the types it takes', async () => {
    const response = await server.as(staff, await recordingForm('not audio', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(voiceInputMessages.unsupportedType('image/png'));
  });

  it('refuses a body that is not a multipart form with 415', async () => {
    const response = await server.as(staff, {
      method: 'POST',
      url: paths.voiceInput.transcriptions(),
      headers: { 'content-type': 'audio/webm' },
      payload: webmRecording,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Send the recording as multipart/form-data with the file in the field "file".',
    );
  });

  it('refuses an empty recording with 400', async () => {
    const response = await server.as(staff, await recordingForm(new Uint8Array(0)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"recording.webm" is empty.');
  });

  it('refuses callers without a token with 401', async () => {
    for (const request of [
      { method: 'GET' as const, url: paths.voiceInput.capability() },
      await recordingForm(),
    ]) {
      const response = await server.app.inject(request);
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a signed-in user who may not chat (no AgentRead) with 403', async () => {
    const reader = await userHolding(server, 'voice-auditor', [actions.ConfigurationAuditLogRead]);
    const response = await server.as(reader, await recordingForm());
    expect(response.statusCode).toBe(403);
  });

  it('is unavailable, with the reason, when the named deployment cannot transcribe or is missing', async () => {
    const secrets = createSecretBox(randomBytes(32));
    expect(await voiceInputFor(server.database.db, secrets, 'offline')).toEqual({
      available: false,
      reason: voiceInputMessages.cannotTranscribe('offline'),
    });
    expect(await voiceInputFor(server.database.db, secrets, 'no-such-deployment')).toEqual({
      available: false,
      reason: voiceInputMessages.unknownDeployment('no-such-deployment'),
    });
  });
});

describe('voice input without a transcription deployment', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('says voice input is unavailable and why', async () => {
    const response = await server.as(staff, { method: 'GET', url: paths.voiceInput.capability() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available: false,
      reason: voiceInputMessages.notConfigured,
    });
  });

  it('answers a recording with 409 and the same reason', async () => {
    const response = await server.as(staff, await recordingForm());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(voiceInputMessages.notConfigured);
  });
});
