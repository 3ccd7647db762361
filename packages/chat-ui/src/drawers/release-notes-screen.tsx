import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { APP_VERSION } from '@parley/api-contract';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';

/** What this client version brings; the About drawer's "Release Notes" link opens this page. */
export const RELEASE_NOTES: readonly string[] = [
  'Sign in through your organisation’s identity provider; a reload keeps you signed in.',
  'Chat history grouped by date, with title search, rename, archive, export and delete.',
  'Agents: browse them in a list or a grid, pin your favourites, create personal agents where allowed.',
  'Streamed answers with formatted text, code blocks, tables, citations and generated images.',
  'Settings for contrast and page width, kept on this device, and a quick-start tour of the chat screen.',
];

/** `/release-notes`: public, so the link works from any tab, signed in or not. */
export function ReleaseNotesScreen() {
  const { name } = useSelector(selectInstanceSettings);
  useDocumentTitle('Release Notes', name);
  return (
    <Stack as="main" gap="4" maxW="2xl" mx="auto" py="16" px="4">
      <Heading as="h1" size="2xl">
        Release Notes
      </Heading>
      <Text color="fg.muted">Version {APP_VERSION}</Text>
      <List.Root gap="2" ps="5">
        {RELEASE_NOTES.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List.Root>
      <Link asChild colorPalette="brand" color="colorPalette.fg">
        <RouterLink to="/chat">Go to chat</RouterLink>
      </Link>
    </Stack>
  );
}
