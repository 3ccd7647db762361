import { useEffect, useRef, useState } from 'react';
import { voiceInputMessages } from '@parley/api-contract';

/** What the composer asks browsers to record: Opus in WebM, where the browser can make it. */
export const PREFERRED_RECORDING_TYPE = 'audio/webm;codecs=opus';

export type RecorderStatus = 'idle' | 'starting' | 'recording';

export interface VoiceRecorderOptions {
  /** Recording stops by itself after this many seconds. */
  maxSeconds: number;
  /** The finished recording (not empty). */
  onRecorded: (recording: Blob) => void;
  /** Why recording could not start or failed, in words for the user. */
  onFailed: (message: string) => void;
}

export interface VoiceRecorder {
  status: RecorderStatus;
  /** Whole seconds since recording started. */
  elapsedSeconds: number;
  start: () => Promise<void>;
  stop: () => void;
}

/** A refusal of getUserMedia, in the user's terms. */
function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return voiceInputMessages.permissionDenied;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return voiceInputMessages.noMicrophone;
  }
  return voiceInputMessages.recordingFailed;
}

function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * Records the microphone with MediaRecorder: `start` asks for the microphone (the browser's
 * permission prompt) and records, `stop` ends and hands over the recording. The microphone is
 * released when recording ends and when the component goes away.
 */
export function useVoiceRecorder(options: VoiceRecorderOptions): VoiceRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // The latest callbacks, so a recording that ends after a re-render calls the current ones.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const release = () => {
    clearInterval(timerRef.current);
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    recorderRef.current = null;
  };

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
      }
      release();
    },
    [],
  );

  const stop = () => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };

  const start = async () => {
    if (recorderRef.current || status !== 'idle') return;
    if (!canRecord()) {
      optionsRef.current.onFailed(voiceInputMessages.recordingUnsupported);
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setStatus('idle');
      optionsRef.current.onFailed(microphoneProblem(error));
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported(PREFERRED_RECORDING_TYPE)
      ? PREFERRED_RECORDING_TYPE
      : undefined;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release();
      setStatus('idle');
      const recording = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (recording.size > 0) optionsRef.current.onRecorded(recording);
      else optionsRef.current.onFailed(voiceInputMessages.recordingFailed);
    };
    recorder.onerror = () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
      setStatus('idle');
      optionsRef.current.onFailed(voiceInputMessages.recordingFailed);
    };
    streamRef.current = stream;
    recorderRef.current = recorder;
    recorder.start();
    const startedAt = Date.now();
    setElapsedSeconds(0);
    setStatus('recording');
    timerRef.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      setElapsedSeconds(seconds);
      if (seconds >= optionsRef.current.maxSeconds) stop();
    }, 250);
  };

  return { status, elapsedSeconds, start, stop };
}
