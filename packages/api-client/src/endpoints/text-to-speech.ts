import {
  connectVideoRequestSchema,
  connectVideoResponseSchema,
  paths,
  speechRequestSchema,
} from '@parley/api-contract';
import type {
  ConnectVideoRequest,
  ConnectVideoResponse,
  SpeechRequest,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

/**
 * Text-to-speech (chat-spec section 7): reading a text aloud, and the speaking avatar's WebRTC
 * session.
 */
export const textToSpeechApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Reads a text aloud: the answer is an object URL of the sound file, which the caller plays
     * and then revokes (`URL.revokeObjectURL`). Dispatch it with `{ track: false }`: the URL is
     * the caller's to release, not the store's to keep.
     */
    speak: build.mutation<string, SpeechRequest>({
      queryFn: (request, _api, _extraOptions, send) =>
        sendValidated<SpeechRequest, string>(
          speechRequestSchema,
          request,
          (body) => ({
            url: paths.textToSpeech.speech(),
            method: 'POST',
            body,
            responseHandler: async (response) =>
              response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
          }),
          send,
        ),
    }),
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
    /** Has the avatar say a text (an answer's markdown), interrupting what it is saying. */
    speakWithAvatar: build.mutation<void, SpeechRequest>({
      queryFn: (request, _api, _extraOptions, send) =>
        sendValidated<SpeechRequest, void>(
          speechRequestSchema,
          request,
          (body) => ({ url: paths.textToSpeech.speakVideo(), method: 'POST', body }),
          send,
        ),
    }),
    /** Interrupts the avatar mid-sentence; the session stays connected. */
    stopSpeaking: build.mutation<void, void>({
      query: () => ({ url: paths.textToSpeech.stopSpeaking(), method: 'POST' }),
    }),
  }),
});

export const { useConnectVideoMutation, useDisconnectVideoMutation, useStopSpeakingMutation } =
  textToSpeechApi;
