import * as z from 'zod/mini';

/**
 * Voice input (chat-spec section 1, issue 20): the composer records speech, the server has it
 * transcribed by the model deployment `PARLEY_TRANSCRIPTION_DEPLOYMENT` names, and the transcript
 * goes into the message box. The paths and shapes are a design: the spec names the feature only.
 */

export const voiceInputLimits = {
  /** A recording's size, as OpenAI's transcription endpoint allows. */
  maxBytes: 25 * 1_048_576,
  /** How long the composer records before it stops by itself (about 1.2 MB of Opus). */
  maxSeconds: 300,
} as const;

/**
 * The recordings the server passes on: what browsers' MediaRecorder makes (WebM or Ogg with Opus,
 * MP4 in Safari) and the formats OpenAI-compatible transcription endpoints read.
 */
export const voiceInputMediaTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
] as const;

/** The type of a recording without its parameters: `audio/webm;codecs=opus` -> `audio/webm`. */
export function baseMediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isVoiceInputMediaType(contentType: string): boolean {
  return (voiceInputMediaTypes as readonly string[]).includes(baseMediaType(contentType));
}

export const voiceInputMessages = {
  notConfigured:
    'Voice input is not set up on this server. An administrator can set it up by naming a model deployment with a transcription model (such as whisper-1) in PARLEY_TRANSCRIPTION_DEPLOYMENT.',
  unknownDeployment: (deploymentName: string) =>
    `Voice input is unavailable: PARLEY_TRANSCRIPTION_DEPLOYMENT names "${deploymentName}", which no model deployment has. An administrator needs to add that deployment or name another.`,
  cannotTranscribe: (deploymentName: string) =>
    `Voice input is unavailable: the deployment "${deploymentName}" cannot transcribe speech (only OpenAI, Azure OpenAI and OpenAI-compatible deployments can). An administrator needs to name another.`,
  tooLarge: `The recording is larger than ${voiceInputLimits.maxBytes / 1_048_576} MB, the limit for voice input. Record a shorter message.`,
  unsupportedType: (contentType: string) =>
    `Recordings of type "${contentType}" cannot be transcribed; send one of ${voiceInputMediaTypes.join(', ')}.`,
  noSpeech: 'No speech was heard in the recording. Try again, closer to the microphone.',
  permissionDenied:
    "Parley may not use your microphone. Allow it in your browser's site settings, then try again.",
  noMicrophone: 'No microphone was found. Connect one, then try again.',
  recordingUnsupported: 'This browser cannot record audio, so voice input is unavailable here.',
  recordingFailed: 'The recording failed. Please try again.',
  transcriptionFailed: 'The recording could not be transcribed. Please try again.',
} as const;

/** `GET voiceInput`: whether the composer may offer voice input, and why not when it may not. */
export const voiceInputCapabilitySchema = z.object({
  available: z.boolean(),
  /** Why voice input is unavailable, in words for the user; null when it is available. */
  reason: z.nullable(z.string()),
});

/**
 * `POST voiceInput/transcriptions` takes a multipart form with the recording in `uploadFormFields.file`
 * and answers its transcript, for the user to edit.
 */
export const transcriptionSchema = z.object({ text: z.string() });

export type VoiceInputCapability = z.infer<typeof voiceInputCapabilitySchema>;
export type Transcription = z.infer<typeof transcriptionSchema>;
