import { Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BrandTheme, LoginAlignment } from '@parley/api-contract';
import { SignInPanel } from '@parley/app-shell';
import { BrandProvider, LoginLayout } from '@parley/theme-brands';
import { useId } from 'react';
import { brandMessages } from './brand-messages';

export interface BrandPreviewProps {
  theme: BrandTheme;
  appName: string;
  loginBackground: string;
  loginAlignment: LoginAlignment;
  /** The login background image, when the brand uses it. */
  backgroundImageUrl?: string;
  logoUrl?: string;
  navigationLogoUrl?: string;
}

/**
 * The brand as users will see it, drawn with the real pieces in the brand's theme (theme-brands'
 * BrandProvider): the login page (LoginLayout and the sign-in panel) and the chat layout's frame
 * (the menu in its colours and a solid brand button, gradient when the brand asks for it).
 */
export function BrandPreview({
  theme,
  appName,
  loginBackground,
  loginAlignment,
  backgroundImageUrl,
  logoUrl,
  navigationLogoUrl,
}: BrandPreviewProps) {
  const loginId = useId();
  const chatId = useId();
  return (
    <BrandProvider theme={theme}>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" data-testid="brand-preview">
        <Stack as="figure" gap="2" aria-labelledby={loginId}>
          <Text as="figcaption" id={loginId} fontWeight="semibold">
            {brandMessages.previewLogin}
          </Text>
          <Box borderWidth="1px" rounded="l2" overflow="hidden" inert>
            <LoginLayout
              variant="preview"
              alignment={loginAlignment}
              backgroundColor={loginBackground}
              backgroundImageUrl={backgroundImageUrl}
              logo={logoUrl ? <Image src={logoUrl} alt={`${appName} logo`} maxH="12" /> : null}
            >
              <SignInPanel
                appName={appName}
                loading={false}
                versionMismatch={false}
                onSignIn={() => undefined}
                onContinue={() => undefined}
                headingAs="h3"
              />
            </LoginLayout>
          </Box>
        </Stack>
        <Stack as="figure" gap="2" aria-labelledby={chatId}>
          <Text as="figcaption" id={chatId} fontWeight="semibold">
            {brandMessages.previewChat}
          </Text>
          <HStack borderWidth="1px" rounded="l2" overflow="hidden" align="stretch" minH="96" inert>
            <Stack bg="menu.bg" color="menu.fg" w="44" p="4" gap="4" data-testid="preview-menu">
              {navigationLogoUrl ? (
                <Image
                  src={navigationLogoUrl}
                  alt={`${appName} navigation logo`}
                  maxH="8"
                  alignSelf="flex-start"
                />
              ) : (
                <Text fontWeight="semibold">{appName}</Text>
              )}
              <Button colorPalette="brand" size="sm" data-testid="preview-button">
                {brandMessages.previewChatButton}
              </Button>
              <Text textStyle="sm">{brandMessages.previewMenuItem}</Text>
            </Stack>
            <Stack flex="1" p="4" gap="3" bg="bg">
              <Heading as="p" size="sm">
                {appName}
              </Heading>
              <Box
                alignSelf="flex-end"
                bg="brand.subtle"
                color="brand.fg"
                px="3"
                py="2"
                rounded="l2"
              >
                <Text textStyle="sm">Hello!</Text>
              </Box>
              <Box alignSelf="flex-start" bg="bg.muted" px="3" py="2" rounded="l2">
                <Text textStyle="sm">How can I help?</Text>
              </Box>
            </Stack>
          </HStack>
        </Stack>
      </SimpleGrid>
    </BrandProvider>
  );
}
