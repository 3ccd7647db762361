import { Button, Center, Text, VStack } from '@chakra-ui/react';

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
  return (
    <Center as="main" minH="100dvh" p="6" bg="bg">
      <VStack gap="4" maxW="md" textAlign="center">
        <Text role="alert" color="fg.muted">
          <Text as="strong" display="block" textStyle="2xl" color="fg" mb="2">
            Something went wrong.
          </Text>{' '}
          But don&apos;t panic, we&apos;re on it! In the meantime, you can{' '}
          <Button variant="plain" colorPalette="brand" p="0" h="auto" onClick={onReload}>
            Reload the Page
          </Button>{' '}
          to try again.
        </Text>
      </VStack>
    </Center>
  );
}
