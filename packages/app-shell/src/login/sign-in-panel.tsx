import { Alert, Box, Button, Code, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useShellText } from '../i18n/shell-text';

export { signInMessages, VERSION_MISMATCH_PROMPT } from './sign-in-messages';

/** The server settings that make sign-in possible (README, "Signing in"). */
const SIGN_IN_SETTINGS = [
  ['PARLEY_OIDC_AUTHORITY', 'PARLEY_OIDC_CLIENT_ID', 'for an OpenID Connect provider'],
  ['PARLEY_ENTRA_TENANT_ID', 'PARLEY_ENTRA_CLIENT_ID', 'for Microsoft Entra ID'],
] as const;

/** Why nobody can sign in, and the settings an administrator changes so that they can. */
function SignInUnavailable({ reason }: { reason: string }) {
  const t = useShellText();
  return (
    <Alert.Root status="warning" alignItems="flex-start" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('unavailableTitle')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{reason}</Text>
            <Text>
              An administrator sets{' '}
              {SIGN_IN_SETTINGS.map(([authority, client, purpose], index) => (
                <span key={authority}>
                  {index > 0 ? ', or ' : ''}
                  <Code>{authority}</Code> and <Code>{client}</Code> {purpose}
                </span>
              ))}
              , or leaves <Code>PARLEY_EMBEDDED_IDP</Code> unset for the built-in demonstration
              sign-in, then restarts the server.
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export interface SignInPanelProps {
  appName: string;
  /** True while the auth state loads or the sign-in redirect is being started. */
  loading: boolean;
  /** True when the stored session token was issued for another app version. */
  versionMismatch: boolean;
  onSignIn: () => void;
  /** Continues after a version mismatch (reloads the page). */
  onContinue: () => void;
  /** The server's embedded demonstration provider signs users in: the panel says so. */
  demonstration?: boolean;
  /** Why nobody can sign in here: said instead of offering the button. */
  unavailable?: string;
  /** The heading's level: the page's h1 on the login page, lower inside another page (a preview). */
  headingAs?: 'h1' | 'h3';
}

/** The content of the login panel: the loading indicator, the sign-in button or the version prompt. */
export function SignInPanel({
  appName,
  loading,
  versionMismatch,
  onSignIn,
  onContinue,
  demonstration = false,
  unavailable,
  headingAs = 'h1',
}: SignInPanelProps) {
  const t = useShellText();
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
            {t('versionMismatchPrompt')}
          </Text>
        </button>
      </Box>
    );
  }

  return (
    <Stack gap="6" align="stretch">
      <Stack gap="1">
        <Heading as={headingAs} size="xl">
          {t('signInTo', { appName })}
        </Heading>
        {unavailable === undefined && <Text color="fg.muted">{t('useOrganisationAccount')}</Text>}
      </Stack>
      {unavailable !== undefined ? (
        <SignInUnavailable reason={unavailable} />
      ) : loading ? (
        <Spinner
          alignSelf="center"
          size="lg"
          colorPalette="brand"
          color="colorPalette.solid"
          role="status"
          aria-label={t('loading')}
        />
      ) : (
        <Button colorPalette="brand" size="lg" onClick={onSignIn}>
          {t('signIn')}
        </Button>
      )}
      {demonstration && unavailable === undefined && (
        <Text textStyle="sm" color="fg.muted">
          {t('demonstration')}
        </Text>
      )}
    </Stack>
  );
}
