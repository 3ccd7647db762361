import { AbsoluteCenter, Spinner, Stack, Text } from '@chakra-ui/react';

/** The full page shown while the health check reports an issue (chat-spec section 2). */
export const INITIALIZING_MESSAGE = 'Application is initializing, please wait...';

export function InitializingScreen() {
  return (
    <AbsoluteCenter>
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="lg" colorPalette="brand" color="colorPalette.solid" aria-hidden="true" />
        <Text textStyle="lg">{INITIALIZING_MESSAGE}</Text>
      </Stack>
    </AbsoluteCenter>
  );
}
