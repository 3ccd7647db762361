import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GptSystem } from '@parley/api-contract';
import { AgentAvatar } from '@parley/conversation-ui';
import { useChatText } from '../i18n/chat-text';

export interface PublicChatFrameProps {
  /** Popup mode (the widget's iframe): a slim header instead of the side area. */
  popup: boolean;
  agent: Pick<GptSystem, 'gptSystemId' | 'avatarVersion'>;
  agentName: string;
  onNewConversation: () => void;
  /** False while there is nothing to leave (no question asked yet) or an answer streams. */
  canStartNew: boolean;
  children: ReactNode;
}

/**
 * The public chat's layout: the conversation, with the agent and "New conversation" beside it on
 * the product's own page, or above it in popup mode. No staff sidebar: visitors have no history.
 */
export function PublicChatFrame({
  popup,
  agent,
  agentName,
  onNewConversation,
  canStartNew,
  children,
}: PublicChatFrameProps) {
  const t = useChatText();
  const newConversation = (
    <Button
      size={popup ? 'xs' : 'sm'}
      variant="outline"
      colorPalette="brand"
      onClick={onNewConversation}
      disabled={!canStartNew}
    >
      {t('newConversation')}
    </Button>
  );

  const main = (
    // minH 0: the page is one screen tall and only the message list inside scrolls.
    <Flex as="main" direction="column" flex="1" minW="0" minH="0">
      {children}
    </Flex>
  );

  // The page scrolls (the message list follows the window); the header or side area stays put.
  if (popup) {
    return (
      <Flex direction="column" h="dvh">
        <HStack
          as="header"
          bg="bg"
          gap="2"
          ps="3"
          // On narrow screens the embed loader's close button sits over this corner of the popup.
          pe="14"
          py="2"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <AgentAvatar agent={agent} label={agentName} standing="normal" size="xs" />
          <Text fontWeight="semibold" truncate flex="1">
            {agentName}
          </Text>
          {newConversation}
        </HStack>
        {main}
      </Flex>
    );
  }

  return (
    <Flex h="dvh" direction={{ base: 'column', md: 'row' }}>
      <Stack
        as="aside"
        aria-label={t('sideAreaLabel')}
        gap="4"
        p="5"
        w={{ base: 'full', md: '280px' }}
        h={{ md: 'dvh' }}
        overflowY="auto"
        flexShrink="0"
        bg="bg.subtle"
        borderEndWidth={{ base: '0', md: '1px' }}
        borderBottomWidth={{ base: '1px', md: '0' }}
        borderColor="border"
      >
        <HStack gap="3">
          <AgentAvatar agent={agent} label={agentName} standing="normal" size="md" />
          <Text fontWeight="semibold" textStyle="lg">
            {agentName}
          </Text>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {t('noSignIn')}
        </Text>
        <Box>{newConversation}</Box>
      </Stack>
      {main}
    </Flex>
  );
}
