import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import {
  useGetCurrentUserDetailsQuery,
  useGetGptSystemDetailsForConversationQuery,
} from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import { agentLabel } from '../components/agent-label';

/**
 * `/chat` and `/chat/{entryGptSystemId}`: the place of the conversation view. It names the agent
 * the route enters with; the conversation itself (issue 6) renders here.
 */
export function ChatPageScreen() {
  const { entryGptSystemId } = useParams();
  const { name: appName } = useSelector(selectInstanceSettings);
  const { data: agent, isError } = useGetGptSystemDetailsForConversationQuery(
    entryGptSystemId ?? '',
    { skip: !entryGptSystemId },
  );
  const { data: user } = useGetCurrentUserDetailsQuery();
  const isBannedFromCreating = user?.personalAgentSettings.isBannedFromCreatingAgents ?? false;
  useDocumentTitle('Chat', appName);

  return (
    <Stack gap="2" p="6">
      <Heading as="h1" size="xl">
        {entryGptSystemId && agent ? agentLabel(agent, isBannedFromCreating) : 'Chat'}
      </Heading>
      {isError ? (
        <Text color="fg.muted">This agent could not be loaded.</Text>
      ) : (
        <Text color="fg.muted">Pick a conversation or an agent to start chatting.</Text>
      )}
    </Stack>
  );
}
