import { Alert, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { describeServerError } from '../server-errors/describe-server-error';
import { useShellText } from '../i18n/shell-text';
import { Link as RouterLink } from 'react-router';

export interface LoadingStateProps {
  /** What is loading, for assistive technology ("Loading the user"). */
  label: string;
}

/** What a page about one thing shows until that thing has loaded. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <HStack py="8" justify="center">
      <Spinner size="lg" colorPalette="brand" role="status" aria-label={label} />
    </HStack>
  );
}

export interface LoadFailedStateProps {
  /** The alert's title ("The user could not be loaded"). */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A way on when retrying will not help (a user that does not exist). */
  back?: { to: string; label: string };
}

/** A page about one thing whose loading failed: the reason in a red alert, Retry, a way back. */
export function LoadFailedState({ title, error, onRetry, back }: LoadFailedStateProps) {
  const t = useShellText();
  return (
    <Stack gap="4" maxW="prose">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{describeServerError(error).message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3">
        <Button type="button" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
        {back && (
          <Button asChild variant="ghost">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
