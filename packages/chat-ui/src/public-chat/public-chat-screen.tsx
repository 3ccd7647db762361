import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PRODUCT_NAME } from '@parley/api-contract';
import { useDocumentTitle } from '@parley/theme-brands';

export interface PublicChatScreenProps {
  /** The agent's public endpoint, from `/public-chat/{publicChatEndpoint}`. */
  endpoint: string;
  /** Popup mode (`/public-chat/{endpoint}/true`) hides the sidebar. */
  popup: boolean;
}

/** The anonymous visitor's chat with one public agent endpoint. */
export function PublicChatScreen({ endpoint, popup }: PublicChatScreenProps) {
  useDocumentTitle('Public chat', DEFAULT_PRODUCT_NAME);
  return (
    <Container as="main" maxW="2xl" py={popup ? '4' : '10'}>
      <Stack gap="2">
        <Heading as="h1" size="xl">
          Chat with {endpoint}
        </Heading>
        <Text color="fg.muted">No sign-in needed.</Text>
      </Stack>
    </Container>
  );
}
