import { Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useChatText } from '../i18n/chat-text';

export interface FooterLogo {
  src: string;
  alt: string;
}

export interface FooterProps {
  /** The ShowFooter feature flag (chat-spec section 1). */
  show: boolean;
  /** The product's logo, on the reading start. */
  logo: FooterLogo;
  /** The partner's logo after "Powered by", on the reading end. */
  partnerLogo: FooterLogo;
}

/**
 * The chat footer: the logo on the left and "Powered by" plus a partner logo on the right (mirrored
 * right to left). Shown only when ShowFooter is on, and never on mobile, where space is short.
 */
export function Footer({ show, logo, partnerLogo }: FooterProps) {
  const t = useChatText();
  if (!show) return null;
  return (
    <Flex
      as="footer"
      display={{ base: 'none', md: 'flex' }}
      align="center"
      justify="space-between"
      gap="4"
      px="6"
      py="2"
      borderTopWidth="1px"
      borderColor="border"
      bg="bg"
    >
      <Image src={logo.src} alt={logo.alt} h="6" />
      <HStack gap="2">
        <Text textStyle="sm" color="fg.muted">
          {t('poweredBy')}
        </Text>
        <Image src={partnerLogo.src} alt={partnerLogo.alt} h="6" />
      </HStack>
    </Flex>
  );
}
