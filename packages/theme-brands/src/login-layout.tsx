import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Where the login form sits (chat-spec section 2; default Center). */
export type LoginAlignment = 'Left' | 'Right' | 'Center';

/** The login panel's backdrop blur and background opacity (chat-spec section 2). */
export const LOGIN_PANEL_BLUR = '12.5px';
export const LOGIN_PANEL_OPACITY = 0.5;

export interface LoginLayoutProps {
  alignment?: LoginAlignment;
  /** The brand's background image; shown when the brand uses one (useLoginBackgroundImg). */
  backgroundImageUrl?: string;
  /** The brand's main login colour (loginBackground); the default is grey. */
  backgroundColor?: string;
  /** The brand logo, shown above the form. */
  logo?: ReactNode;
  children: ReactNode;
  /**
   * `preview`: drawn inside another page (the console's brand preview): as tall as its content
   * and without a `main` landmark of its own.
   */
  variant?: 'page' | 'preview';
}

const justifyFor: Record<LoginAlignment, 'flex-start' | 'flex-end' | 'center'> = {
  Left: 'flex-start',
  Right: 'flex-end',
  Center: 'center',
};

/**
 * The brand's login look: a full-page background image or colour, and a translucent, blurred panel
 * holding the logo and the form, placed left, right or centre.
 */
export function LoginLayout({
  alignment = 'Center',
  backgroundImageUrl,
  backgroundColor,
  logo,
  children,
  variant = 'page',
}: LoginLayoutProps) {
  const preview = variant === 'preview';
  return (
    <Flex
      minH={preview ? '96' : '100dvh'}
      py={preview ? '8' : undefined}
      align="center"
      justify={justifyFor[alignment]}
      px={{ base: '4', md: '16' }}
      bg={backgroundColor ?? 'login.bg'}
      bgImage={backgroundImageUrl ? `url("${encodeURI(backgroundImageUrl)}")` : undefined}
      bgSize="cover"
      backgroundPosition="center"
      data-alignment={alignment}
    >
      <Box
        as={preview ? 'div' : 'main'}
        w="full"
        maxW="md"
        p="8"
        rounded="l2"
        bg={`bg/${LOGIN_PANEL_OPACITY * 100}`}
        backdropFilter={`blur(${LOGIN_PANEL_BLUR})`}
        boxShadow="lg"
      >
        {logo ? <Box mb="6">{logo}</Box> : null}
        {children}
      </Box>
    </Flex>
  );
}
