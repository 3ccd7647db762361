import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useVisitBrand } from '@parley/app-shell';
import { useDocumentTitle } from '@parley/theme-brands';

export interface ConsolePageProps {
  /** The page's heading and the first part of its document title. */
  title: string;
  /** One line under the heading: what the page is for. */
  description?: ReactNode;
  /** Buttons at the heading's end (New, Export). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The body of every console page: its h1, a line saying what it is for, its main actions, and the
 * document title "{title} | {app name}".
 */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  useDocumentTitle(title, useVisitBrand().appName);
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6" w="full">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box minW="0">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </HStack>
      {children}
    </Stack>
  );
}
