import {
  Box,
  Button,
  Center,
  Heading,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { unavailableEndpointMessage } from '@parley/api-contract';
import { useChatText } from '../i18n/chat-text';

export interface PublicChatLoadingProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** Fill the page (the whole screen loads) or only the space it is given. */
  fullPage?: boolean;
}

/** While the visitor's session, the agent or the conversation load. */
export function PublicChatLoading({ label, fullPage = true }: PublicChatLoadingProps) {
  const t = useChatText();
  return (
    <Center as={fullPage ? 'main' : 'div'} minH={fullPage ? 'dvh' : undefined} flex="1" py="10">
      <Box role="status">
        <Spinner size="lg" colorPalette="brand" />
        <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      </Box>
    </Center>
  );
}

export interface PublicChatUnavailableProps {
  endpoint: string;
}

/** An unknown or switched-off endpoint: a clear page, not an error screen (issue 7). */
export function PublicChatUnavailable({ endpoint }: PublicChatUnavailableProps) {
  const t = useChatText();
  return (
    <Center as="main" minH="dvh" px="6">
      <Stack gap="3" maxW="md" textAlign="center">
        <Heading as="h1" size="xl">
          {t('unavailableTitle')}
        </Heading>
        <Text>{unavailableEndpointMessage(endpoint)}</Text>
        <Text color="fg.muted">{t('unavailableHint')}</Text>
      </Stack>
    </Center>
  );
}

export interface PublicChatFailedProps {
  /** The server's message (a 429's "Too many messages..."), when it gave one. */
  message?: string;
  onRetry: () => void;
}

/** The session could not be started for another reason than an unknown endpoint. */
export function PublicChatFailed({ message, onRetry }: PublicChatFailedProps) {
  const t = useChatText();
  return (
    <Center as="main" minH="dvh" px="6">
      <Stack gap="3" maxW="md" textAlign="center" align="center">
        <Heading as="h1" size="xl">
          {t('failedTitle')}
        </Heading>
        <Text role="alert">{message ?? t('failedHint')}</Text>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Center>
  );
}
