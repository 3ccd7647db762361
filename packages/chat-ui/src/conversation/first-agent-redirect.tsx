import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useGetAvailableGptSystemsQuery } from '@parley/api-client';
import { useConversationText } from '@parley/conversation-ui';
import { agentRoutes } from '../components/use-agent-actions';
import { useChatText } from '../i18n/chat-text';

/**
 * `/chat` names no agent: it opens the user's first available agent, or says that there is none
 * (chat-spec section 5).
 */
export function FirstAgentRedirect() {
  const { search } = useLocation();
  const { data, isLoading, isError } = useGetAvailableGptSystemsQuery();
  const t = useConversationText();
  const chatText = useChatText();
  if (isLoading) {
    return (
      <Center h="full" py="10">
        <Spinner role="status" aria-label={chatText('loadingAgents')} />
      </Center>
    );
  }
  const first = data?.items[0];
  if (first) return <Navigate to={`${agentRoutes.chat(first.gptSystemId)}${search}`} replace />;
  return (
    <Center h="full" py="10">
      <Stack gap="4" align="center" textAlign="center">
        <Text as="h1" textStyle="lg" fontWeight="semibold">
          {isError ? t('agentFailed') : t('noAgents')}
        </Text>
        <Button asChild variant="outline">
          <RouterLink to={agentRoutes.list}>{t('viewAgents')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
