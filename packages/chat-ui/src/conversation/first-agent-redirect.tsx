import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useGetAvailableGptSystemsQuery } from '@parley/api-client';
import { conversationMessages } from '@parley/conversation-ui';
import { agentRoutes } from '../components/use-agent-actions';

/**
 * `/chat` names no agent: it opens the user's first available agent, or says that there is none
 * (chat-spec section 5).
 */
export function FirstAgentRedirect() {
  const { search } = useLocation();
  const { data, isLoading, isError } = useGetAvailableGptSystemsQuery();
  if (isLoading) {
    return (
      <Center h="full" py="10">
        <Spinner role="status" aria-label="Loading agents" />
      </Center>
    );
  }
  const first = data?.items[0];
  if (first) return <Navigate to={`${agentRoutes.chat(first.gptSystemId)}${search}`} replace />;
  return (
    <Center h="full" py="10">
      <Stack gap="4" align="center" textAlign="center">
        <Text as="h1" textStyle="lg" fontWeight="semibold">
          {isError ? conversationMessages.agentFailed : conversationMessages.noAgents}
        </Text>
        <Button asChild variant="outline">
          <RouterLink to={agentRoutes.list}>{conversationMessages.viewAgents}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
