import { paths } from '@parley/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../make-store';
import { sendJson, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { textToSpeechApi } from './text-to-speech';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url === paths.textToSpeech.connect()
      ? sendJson(response, 200, { remoteSdp: 'v=0 answer' })
      : response.writeHead(204).end(),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function storeFor() {
  return makeStore({ reducers: {}, extra: { baseUrl: server.url } });
}

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
