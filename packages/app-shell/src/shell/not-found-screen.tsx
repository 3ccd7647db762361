import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import { useShellText } from '../i18n/shell-text';

/** `/404` (chat-spec section 2). */
export function NotFoundScreen() {
  const { name } = useSelector(selectInstanceSettings);
  const t = useShellText();
  useDocumentTitle(t('pageNotFound'), name);
  return (
    <Stack as="main" gap="4" align="center" textAlign="center" py="24" px="4">
      <Heading as="h1" size="2xl">
        {t('pageNotFound')}
      </Heading>
      <Text color="fg.muted">{t('pageNotFoundDetail')}</Text>
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to="/chat">{t('goToChat')}</RouterLink>
      </Link>
    </Stack>
  );
}
