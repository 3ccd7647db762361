import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import type { GptSystem } from '@parley/api-contract';
import { AgentAvatar } from '../components/agent-avatar';
import type { AgentStanding } from '../components/agent-label';
import { useConversationText } from '../i18n/conversation-text';
import { conversationTestIds } from '../test-ids';
import type { AvatarFailure, AvatarStatus } from './use-speaking-avatar';

export interface SpeakingAvatarPanelProps {
  agent: Pick<GptSystem, 'gptSystemId' | 'avatarVersion'>;
  label: string;
  standing: AgentStanding;
  status: AvatarStatus;
  /** The voice's loudness, 0 to 1, while it speaks. */
  level: number;
  failure: AvatarFailure | null;
  onStart: () => void;
  onStopSpeaking: () => void;
  onEnd: () => void;
}

const statusText = {
  off: 'avatarOff',
  connecting: 'avatarConnecting',
  ready: 'avatarReady',
  speaking: 'avatarSpeaking',
} as const;

const failureText = {
  start: 'avatarStartFailed',
  lost: 'avatarLost',
  speak: 'avatarSpeakFailed',
  play: 'avatarPlayFailed',
} as const;

/**
 * The speaking avatar's bar (issue 20): the agent's picture, ringed and pulsing with the voice's
 * loudness while it speaks (a still ring where the user prefers reduced motion), what it is doing
 * in a polite live region, and its controls: start; stop speaking and end once open.
 */
export function SpeakingAvatarPanel({
  agent,
  label,
  standing,
  status,
  level,
  failure,
  onStart,
  onStopSpeaking,
  onEnd,
}: SpeakingAvatarPanelProps) {
  const t = useConversationText();
  const speaking = status === 'speaking';
  const open = speaking || status === 'ready';
  return (
    <Box role="region" aria-label={t('speakingAvatar')} px="4" py="2">
      <HStack gap="3" flexWrap="wrap">
        <Box
          position="relative"
          data-testid={conversationTestIds.speakingAvatar}
          data-state={status}
        >
          <Box
            aria-hidden
            position="absolute"
            inset="-3px"
            borderRadius="full"
            borderWidth="2px"
            colorPalette="brand"
            borderColor="colorPalette.solid"
            opacity={speaking ? 1 : 0}
            transform={`scale(${speaking ? 1.08 + level * 0.3 : 1})`}
            transition="transform 120ms ease-out, opacity 120ms"
            _motionReduce={{ transform: 'none', transition: 'none' }}
          />
          <AgentAvatar agent={agent} label={label} standing={standing} size="sm" />
        </Box>
        <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted" flex="1">
          {t(statusText[status])}
        </Text>
        {open ? (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={onStopSpeaking}>
              {t('stopAvatarSpeaking')}
            </Button>
            <Button size="xs" variant="outline" onClick={onEnd}>
              {t('endAvatar')}
            </Button>
          </HStack>
        ) : (
          <Button size="xs" variant="outline" onClick={onStart} loading={status === 'connecting'}>
            {t('startAvatar')}
          </Button>
        )}
      </HStack>
      {failure && (
        <Alert.Root status="error" role="alert" mt="2" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(failureText[failure.kind])}</Alert.Title>
            {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
