import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';

/**
 * `/gpt-system`: the spec lists the route but not its contents, so the page says plainly that the
 * area is not available rather than showing an empty frame.
 */
export function GptSystemScreen() {
  const { name } = useSelector(selectInstanceSettings);
  useDocumentTitle('Assistant systems', name);
  return (
    <Stack as="main" gap="4" align="center" textAlign="center" py="24" px="4">
      <Heading as="h1" size="2xl">
        Assistant systems
      </Heading>
      <Text color="fg.muted">This area is not available in {name}.</Text>
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to="/chat">Go to chat</RouterLink>
      </Link>
    </Stack>
  );
}
