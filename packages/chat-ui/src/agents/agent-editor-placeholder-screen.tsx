import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';

/**
 * `/chat/agents/configstate/{configStateId}/edit` until the agent editor (chat-spec section 7)
 * exists: the chat page's heading and a pointer back to conversations and agents.
 */
export function AgentEditorPlaceholderScreen() {
  const { name: appName } = useSelector(selectInstanceSettings);
  useDocumentTitle('Chat', appName);

  return (
    <Stack gap="2" p="6">
      <Heading as="h1" size="xl">
        Chat
      </Heading>
      <Text color="fg.muted">Pick a conversation or an agent to start chatting.</Text>
    </Stack>
  );
}
