import { Alert, CloseButton } from '@chakra-ui/react';
import type { Notice } from '@parley/api-contract';
import { useId } from 'react';
import { useChatText } from '../i18n/chat-text';

export interface NoticeBannerProps {
  notice: Notice;
  onDismiss: (messageId: string) => void;
}

/**
 * One platform notice above the conversation: its text (which names it for assistive
 * technology), drawn as a warning or as information, and Dismiss.
 */
export function NoticeBanner({ notice, onDismiss }: NoticeBannerProps) {
  const t = useChatText();
  const textId = useId();
  return (
    <Alert.Root
      role="note"
      data-severity={notice.severity}
      aria-labelledby={textId}
      status={notice.severity === 'warning' ? 'warning' : 'info'}
      borderRadius="0"
      py="2"
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description id={textId} whiteSpace="pre-line">
          {notice.text}
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label={t('dismiss')}
        onClick={() => onDismiss(notice.messageId)}
      />
    </Alert.Root>
  );
}
