import { connectVideoRequestSchema, connectVideoResponseSchema, paths } from '@parley/api-contract';
import type { ConnectVideoRequest, ConnectVideoResponse } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

/** Text-to-speech video (chat-spec section 7): the speaking avatar's WebRTC session. */
export const textToSpeechApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the browser's SDP offer; the answer's remoteSdp completes the connection. */
    connectVideo: build.mutation<ConnectVideoResponse, ConnectVideoRequest>({
      queryFn: (request, _api, _extraOptions, send) =>
        sendValidated<ConnectVideoRequest, ConnectVideoResponse>(
          connectVideoRequestSchema,
          request,
          (body) => ({ url: paths.textToSpeech.connect(), method: 'POST', body }),
          send,
        ),
      responseSchema: connectVideoResponseSchema,
    }),
    disconnectVideo: build.mutation<void, void>({
      query: () => ({ url: paths.textToSpeech.disconnect(), method: 'POST' }),
    }),
    /** Interrupts the avatar mid-sentence; the session stays connected. */
    stopSpeaking: build.mutation<void, void>({
      query: () => ({ url: paths.textToSpeech.stopSpeaking(), method: 'POST' }),
    }),
  }),
});

export const { useConnectVideoMutation, useDisconnectVideoMutation, useStopSpeakingMutation } =
  textToSpeechApi;
