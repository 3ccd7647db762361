import { resolveObjectURL } from 'node:buffer';
import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { textToSpeechApi } from './text-to-speech';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === paths.textToSpeech.connect()) {
      sendJson(response, 200, { remoteSdp: 'v=0 answer' });
    } else if (request.url === paths.textToSpeech.speech()) {
      const { text } = JSON.parse(request.body) as { text: string };
      if (text === 'unspeakable') {
        sendJson(response, 400, { statusCode: 400, message: 'Nothing to read aloud' });
      } else response.writeHead(200, { 'content-type': 'audio/wav' }).end('RIFF-sound');
    } else response.writeHead(204).end();
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

describe('reading aloud (issue 20)', () => {
  it("answers the sound file as an object URL, the caller's to play and revoke", async () => {
    const store = storeFor();
    const url = await store
      .dispatch(
        textToSpeechApi.endpoints.speak.initiate(
          { text: 'Hello', language: 'ar' },
          { track: false },
        ),
      )
      .unwrap();
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ text: 'Hello', language: 'ar' });
    const sound = resolveObjectURL(url);
    expect(sound?.type).toBe('audio/wav');
    expect(await sound?.text()).toBe('RIFF-sound');
    URL.revokeObjectURL(url);
  });

  it("fails with the server's message, and refuses an empty text before sending", async () => {
    const store = storeFor();
    const refused = await store.dispatch(
      textToSpeechApi.endpoints.speak.initiate({ text: 'unspeakable' }, { track: false }),
    );
    expect(refused.error).toMatchObject({
      status: 400,
      data: { message: 'Nothing to read aloud' },
    });
    const empty = await store.dispatch(
      textToSpeechApi.endpoints.speak.initiate({ text: ' ' }, { track: false }),
    );
    expect(empty.error).toMatchObject({ error: 'text: Text to read aloud is required' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('text-to-speech video (chat-spec section 7)', () => {
  it('connects with the body localSdp and answers the remote SDP', async () => {
    const store = storeFor();
    const connected = await store.dispatch(
      textToSpeechApi.endpoints.connectVideo.initiate({ localSdp: 'v=0 offer' }),
    );
    expect(connected.data).toEqual({ remoteSdp: 'v=0 answer' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ localSdp: 'v=0 offer' });
  });

  it('refuses an empty localSdp before sending', async () => {
    const store = storeFor();
    const result = await store.dispatch(
      textToSpeechApi.endpoints.connectVideo.initiate({ localSdp: '' }),
    );
    expect(result.error).toMatchObject({ error: 'localSdp: Local SDP is required' });
    expect(server.requests).toHaveLength(0);
  });

  it('POSTs stopSpeaking and disconnect to their paths', async () => {
    const store = storeFor();
    await store.dispatch(textToSpeechApi.endpoints.stopSpeaking.initiate());
    await store.dispatch(textToSpeechApi.endpoints.disconnectVideo.initiate());
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${paths.textToSpeech.stopSpeaking()}`,
      `POST ${paths.textToSpeech.disconnect()}`,
    ]);
  });
});
