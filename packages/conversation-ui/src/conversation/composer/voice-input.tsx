import { useState } from 'react';
import { useGetVoiceInputQuery, useTranscribeRecordingMutation } from '@parley/api-client';
import { baseMediaType, voiceInputLimits, voiceInputMessages } from '@parley/api-contract';
import { serverMessage } from './upload-error-message';
import { useVoiceRecorder } from './use-voice-recorder';
import type { VoiceRecorder } from './use-voice-recorder';
import { VoiceInputButton } from './voice-input-button';
import type { VoiceInputState } from './voice-input-button';

export interface VoiceInputProps {
  /** The composer refuses input: nothing may be recorded into it. */
  blocked: boolean;
  /** The transcript, for the message box; never sent by itself. */
  onTranscript: (text: string) => void;
}

export const voiceInputAnnouncements = {
  transcriptAdded: 'The transcript is in the message box: edit it, then send.',
  checking: 'Checking whether voice input is available...',
  checkFailed:
    'Voice input is unavailable: the server could not say whether it transcribes speech.',
} as const;

/** `audio/webm;codecs=opus` -> `recording.webm`: the upload's name (the server reads the type). */
function recordingFileName(type: string): string {
  const subtype = baseMediaType(type).split('/')[1];
  return `recording.${subtype || 'webm'}`;
}

function stateOf(
  capability: ReturnType<typeof useGetVoiceInputQuery>,
  recorder: VoiceRecorder,
  transcribing: boolean,
): VoiceInputState {
  if (!capability.data) {
    return {
      kind: 'unavailable',
      reason: capability.isError
        ? voiceInputAnnouncements.checkFailed
        : voiceInputAnnouncements.checking,
    };
  }
  if (!capability.data.available) {
    return {
      kind: 'unavailable',
      reason: capability.data.reason ?? voiceInputMessages.notConfigured,
    };
  }
  if (transcribing) return { kind: 'transcribing' };
  if (recorder.status === 'recording') {
    return { kind: 'recording', elapsedSeconds: recorder.elapsedSeconds };
  }
  return recorder.status === 'starting' ? { kind: 'starting' } : { kind: 'idle' };
}

/**
 * Voice input in the composer (issue 20): asks the server whether it transcribes, records the
 * microphone, has the recording transcribed and hands the transcript to the message box.
 */
export function VoiceInput({ blocked, onTranscript }: VoiceInputProps) {
  const capability = useGetVoiceInputQuery();
  const [transcribe, transcription] = useTranscribeRecordingMutation();
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState<string>();

  const recorder = useVoiceRecorder({
    maxSeconds: voiceInputLimits.maxSeconds,
    onFailed: setProblem,
    onRecorded: (recording) => {
      void (async () => {
        try {
          const { text } = await transcribe({
            recording,
            fileName: recordingFileName(recording.type),
          }).unwrap();
          onTranscript(text);
          setAnnouncement(voiceInputAnnouncements.transcriptAdded);
        } catch (error) {
          setProblem(
            serverMessage((error as { data?: unknown }).data) ??
              voiceInputMessages.transcriptionFailed,
          );
        }
      })();
    },
  });

  return (
    <VoiceInputButton
      state={stateOf(capability, recorder, transcription.isLoading)}
      blocked={blocked}
      problem={problem}
      announcement={announcement}
      onStart={() => {
        setProblem(undefined);
        setAnnouncement(undefined);
        void recorder.start();
      }}
      onStop={recorder.stop}
    />
  );
}
