import { paths, voiceInputMessages } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { voiceInputApi } from './voice-input';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url === paths.voiceInput.capability()
      ? sendJson(response, 200, { available: false, reason: voiceInputMessages.notConfigured })
      : sendJson(response, 200, { text: 'Book a room for Friday.' }),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

describe('voice input (issue 20)', () => {
  it('reads whether voice input is available, and why not', async () => {
    const result = await storeFor().dispatch(voiceInputApi.endpoints.getVoiceInput.initiate());
    expect(result.data).toEqual({ available: false, reason: voiceInputMessages.notConfigured });
    expect(server.requests[0]?.url).toBe(paths.voiceInput.capability());
  });

  it('uploads the recording as multipart form data and answers the transcript', async () => {
    const result = await storeFor().dispatch(
      voiceInputApi.endpoints.transcribeRecording.initiate({
        recording: new Blob(['opus-frames'], { type: 'audio/webm;codecs=opus' }),
        fileName: 'recording.webm',
      }),
    );
    expect(result.data).toEqual({ text: 'Book a room for Friday.' });
    const [upload] = server.requests;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe(paths.voiceInput.transcriptions());
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body).toContain('name="file"; filename="recording.webm"');
    expect(upload?.body).toContain('Content-Type: audio/webm;codecs=opus');
  });
});
