import {
  paths,
  transcriptionSchema,
  uploadFormFields,
  voiceInputCapabilitySchema,
} from '@parley/api-contract';
import type { Transcription, VoiceInputCapability } from '@parley/api-contract';
import { baseApi } from '../base-api';

export interface TranscribeRecordingArgs {
  recording: Blob;
  /** A name for the upload, e.g. `recording.webm`; the server goes by the recording's type. */
  fileName: string;
}

/** Voice input (issue 20): whether the server transcribes, and the transcription of a recording. */
export const voiceInputApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Under the `Feature` tag: a deployment changed in the console raises the settings version,
     * which refetches it in an open chat.
     */
    getVoiceInput: build.query<VoiceInputCapability, void>({
      query: () => paths.voiceInput.capability(),
      responseSchema: voiceInputCapabilitySchema,
      providesTags: [{ type: 'Feature', id: 'VOICE_INPUT' }],
    }),
    /** The recording goes as a multipart form, like every upload; the answer is its transcript. */
    transcribeRecording: build.mutation<Transcription, TranscribeRecordingArgs>({
      query: ({ recording, fileName }) => {
        const form = new FormData();
        form.append(uploadFormFields.file, recording, fileName);
        return { url: paths.voiceInput.transcriptions(), method: 'POST', body: form };
      },
      responseSchema: transcriptionSchema,
    }),
  }),
});

export const { useGetVoiceInputQuery, useTranscribeRecordingMutation } = voiceInputApi;
