import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { useShellText } from '../i18n/shell-text';

export interface ErrorScreenProps {
  /** Reloads the page; tests and stories pass their own. */
  onReload?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * The generic error screen shown when rendering fails (chat-spec section 2, Global screens). The
 * spec's sentence names its own action, so "Reload the Page" inside it is the reload button.
 */
export function ErrorScreen({ onReload = reloadPage }: ErrorScreenProps) {
  const t = useShellText();
  return (
    <Center as="main" minH="100dvh" p="6" bg="bg">
      <VStack gap="4" maxW="md" textAlign="center">
        <Text role="alert" color="fg.muted">
          <Text as="strong" display="block" textStyle="2xl" color="fg" mb="2">
            {t('somethingWentWrong')}
          </Text>{' '}
          {t('dontPanic')}{' '}
          <Button variant="plain" colorPalette="brand" p="0" h="auto" onClick={onReload}>
            {t('reloadThePage')}
          </Button>{' '}
          {t('toTryAgain')}
        </Text>
      </VStack>
    </Center>
  );
}
