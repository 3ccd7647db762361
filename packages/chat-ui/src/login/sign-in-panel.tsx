import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/** Shown when the session token's version does not match the app's (chat-spec section 2). */
export const VERSION_MISMATCH_PROMPT = 'Click anywhere to continue';

export interface SignInPanelProps {
  appName: string;
  /** True while the auth state loads or the sign-in redirect is being started. */
  loading: boolean;
  /** True when the stored session token was issued for another app version. */
  versionMismatch: boolean;
  onSignIn: () => void;
  /** Continues after a version mismatch (reloads the page). */
  onContinue: () => void;
}

/** The content of the login panel: the loading indicator, the sign-in button or the version prompt. */
export function SignInPanel({
  appName,
  loading,
  versionMismatch,
  onSignIn,
  onContinue,
}: SignInPanelProps) {
  if (versionMismatch) {
    return (
      <Box
        asChild
        position="fixed"
        inset="0"
        zIndex="overlay"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg/50"
        cursor="pointer"
      >
        <button type="button" onClick={onContinue}>
          <Text textStyle="xl" fontWeight="semibold">
            {VERSION_MISMATCH_PROMPT}
          </Text>
        </button>
      </Box>
    );
  }

  return (
    <Stack gap="6" align="stretch">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Sign in to {appName}
        </Heading>
        <Text color="fg.muted">Use your organisation account.</Text>
      </Stack>
      {loading ? (
        <Spinner
          alignSelf="center"
          size="lg"
          colorPalette="brand"
          color="colorPalette.solid"
          role="status"
          aria-label="Loading"
        />
      ) : (
        <Button colorPalette="brand" size="lg" onClick={onSignIn}>
          Sign in
        </Button>
      )}
    </Stack>
  );
}
