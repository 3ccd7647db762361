import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';

/** `/404` (chat-spec section 2). */
export function NotFoundScreen() {
  const { name } = useSelector(selectInstanceSettings);
  useDocumentTitle('Page not found', name);
  return (
    <Stack as="main" gap="4" align="center" textAlign="center" py="24" px="4">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you asked for does not exist or has moved.</Text>
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to="/chat">Go to chat</RouterLink>
      </Link>
    </Stack>
  );
}
