import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useGetHealthQuery } from '@parley/api-client';
import { DEFAULT_PRODUCT_NAME } from '@parley/api-contract';
import { useDocumentTitle } from '@parley/theme-brands';
import { ServiceStatus } from '../components/service-status';

/** The staff chat's landing screen: where the conversation view will live. */
export function ChatHomeScreen() {
  useDocumentTitle('Chat', DEFAULT_PRODUCT_NAME);
  const health = useGetHealthQuery();
  return (
    <Container as="main" maxW="3xl" py="10">
      <Stack gap="4">
        <HStack justify="space-between">
          <Heading as="h1" size="2xl">
            {DEFAULT_PRODUCT_NAME} Chat
          </Heading>
          <ServiceStatus status={health.data?.status} isError={health.isError} />
        </HStack>
        <Text color="fg.muted">Converse with your organisation&apos;s AI agents.</Text>
      </Stack>
    </Container>
  );
}
