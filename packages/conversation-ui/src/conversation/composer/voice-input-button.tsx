import { Box, HStack, IconButton, Portal, Text, Tooltip } from '@chakra-ui/react';
import { useId } from 'react';
import { MicrophoneIcon, StopIcon } from './composer-icons';

/** Where voice input stands: what the button offers and what the status line says. */
export type VoiceInputState =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'recording'; elapsedSeconds: number }
  | { kind: 'transcribing' };

export interface VoiceInputButtonProps {
  state: VoiceInputState;
  /** The composer refuses input (chat-spec section 5): nothing may be recorded into it. */
  blocked?: boolean;
  /** Why the last recording or transcription failed. */
  problem?: string;
  /** Said to screen readers only, e.g. that the transcript is in the message box. */
  announcement?: string;
  onStart: () => void;
  onStop: () => void;
}

export const voiceInputLabels = {
  record: 'Record a voice message',
  stop: 'Stop recording',
  recording: 'Recording',
  transcribing: 'Transcribing...',
} as const;

/** 75 -> "1:15". */
export function formatElapsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The composer's microphone: press to record, press again to stop; the status line shows the
 * recording's time and then "Transcribing...". Unavailable, it stays focusable (aria-disabled)
 * so keyboard and screen-reader users reach the reason it describes, also shown as a tooltip.
 */
export function VoiceInputButton({
  state,
  blocked = false,
  problem,
  announcement,
  onStart,
  onStop,
}: VoiceInputButtonProps) {
  const reasonId = useId();
  const problemId = useId();
  const recording = state.kind === 'recording';
  const unavailable = state.kind === 'unavailable';
  const busy = state.kind === 'starting' || state.kind === 'transcribing';

  const button = (
    <IconButton
      aria-label={recording ? voiceInputLabels.stop : voiceInputLabels.record}
      aria-disabled={unavailable || undefined}
      aria-describedby={
        [unavailable ? reasonId : undefined, problem ? problemId : undefined]
          .filter(Boolean)
          .join(' ') || undefined
      }
      variant={recording ? 'solid' : 'ghost'}
      colorPalette={recording ? 'red' : undefined}
      size="sm"
      disabled={busy || (blocked && !recording)}
      onClick={() => {
        if (unavailable) return;
        if (recording) onStop();
        else onStart();
      }}
    >
      {recording ? <StopIcon /> : <MicrophoneIcon />}
    </IconButton>
  );

  return (
    <HStack gap="2" minW="0">
      {unavailable ? (
        <Tooltip.Root openDelay={0} closeDelay={0}>
          <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content maxW="xs">{state.reason}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : (
        button
      )}
      {unavailable && (
        <Box as="span" id={reasonId} srOnly>
          {state.reason}
        </Box>
      )}
      <Text as="span" role="status" fontSize="sm" color="fg.muted">
        {recording && (
          <>
            {voiceInputLabels.recording}{' '}
            <span role="timer" aria-live="off">
              {formatElapsed(state.elapsedSeconds)}
            </span>
          </>
        )}
        {state.kind === 'transcribing' && voiceInputLabels.transcribing}
        {announcement && (
          <Box as="span" srOnly>
            {announcement}
          </Box>
        )}
      </Text>
      {problem && (
        <Text as="span" id={problemId} role="alert" fontSize="sm" color="red.fg">
          {problem}
        </Text>
      )}
    </HStack>
  );
}
