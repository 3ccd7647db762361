import { Alert, Button } from '@chakra-ui/react';
import type { AlertRootProps } from '@chakra-ui/react';
import { describeServerError } from '../server-errors/describe-server-error';
import { useShellText } from '../i18n/shell-text';

export { retryAlertMessages } from './retry-alert-messages';

export interface RetryAlertProps extends Omit<AlertRootProps, 'status' | 'title' | 'children'> {
  /** What failed ("The roles could not be loaded"). */
  title: string;
  /** The failed call's error: the alert says it in the server's words. */
  error: unknown;
  /** Tries again; without it the alert only reports. */
  onRetry?: () => void;
  /** `warning` when what is shown still works without it (a refresh, an optional list). */
  status?: 'error' | 'warning';
}

/** A failed load inside a page, a list or a field: what failed, the server's reason, and Retry. */
export function RetryAlert({
  title,
  error,
  onRetry,
  status = 'error',
  ...rootProps
}: RetryAlertProps) {
  const t = useShellText();
  return (
    <Alert.Root status={status} role="alert" alignItems="flex-start" {...rootProps}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{describeServerError(error).message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button type="button" size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
