import { Alert, Button } from '@chakra-ui/react';
import { useConversationText } from '../../i18n/conversation-text';

export interface GuidelinesNoticeProps {
  title: string;
  onRead: () => void;
}

/** Above a blocked input: the guidelines to accept first, and the way to read them. */
export function GuidelinesNotice({ title, onRead }: GuidelinesNoticeProps) {
  const t = useConversationText();
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('acceptGuidelinesFirst')}</Alert.Title>
        <Alert.Description>{t('guidelinesAsk', { title })}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={onRead}>
        {t('readGuidelines')}
      </Button>
    </Alert.Root>
  );
}
