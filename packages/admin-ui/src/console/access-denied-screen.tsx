import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CHAT_APP_PATH } from '@parley/app-shell';
import { consoleEn } from '../i18n/console-en';
import { useConsoleText } from '../i18n/console-text';
import { ConsolePage } from './console-page';

export const ACCESS_DENIED_TITLE = consoleEn.accessDenied;

export interface AccessDeniedScreenProps {
  /** Where the user can go instead: the first console page they may open, if any. */
  fallbackPath?: string;
  /** The sentence saying why, where the spec words it for the area (moderation). */
  reason?: string;
}

/**
 * What a console route shows to a user whose roles do not reveal it (admin-spec section 6): never
 * the page's content, a clear sentence, and a way on.
 */
export function AccessDeniedScreen({ fallbackPath, reason }: AccessDeniedScreenProps) {
  const t = useConsoleText();
  return (
    <ConsolePage title={t('accessDenied')}>
      <Stack gap="4" maxW="prose" role="alert">
        <Text>
          {reason ? `${reason}. ` : ''}
          {t('accessDeniedText')}
        </Text>
      </Stack>
      <Stack direction="row" gap="3">
        {fallbackPath ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={fallbackPath}>{t('goToPageYouCanOpen')}</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={CHAT_APP_PATH}>{t('backToChat')}</a>
        </Button>
      </Stack>
    </ConsolePage>
  );
}
