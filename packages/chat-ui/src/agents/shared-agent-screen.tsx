import { Heading, Stack } from '@chakra-ui/react';
import { useAddGptSystemSharedWithMeMutation } from '@parley/api-client';
import { LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import { useEffect, useEffectEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useAgentsText } from '../i18n/agents-text';
import { agentRoutes } from '../components/use-agent-actions';

/**
 * `/chat/agents/shared/{gptSystemId}`, where a shared personal agent's link leads: the agent is
 * added to the user's agents (`POST gptSystemSharedWithMe/{gptSystemId}`) and its chat opens in
 * this page's place, so Back returns to where the link was. A refusal (the agent is not shared,
 * or no longer exists) stays on screen with the server's reason.
 */
export function SharedAgentScreen() {
  const { gptSystemId = '' } = useParams();
  const navigate = useNavigate();
  const { name: appName } = useSelector(selectInstanceSettings);
  const t = useAgentsText();
  useDocumentTitle(t('addingShared'), appName);
  const [add, added] = useAddGptSystemSharedWithMeMutation();

  const addAgent = async () => {
    try {
      await add(gptSystemId).unwrap();
      notify.success(t('sharedAdded'));
      void navigate(agentRoutes.chat(gptSystemId), { replace: true });
    } catch {
      // The refusal shows below, from the mutation's state.
    }
  };
  const addOnArrival = useEffectEvent(addAgent);
  useEffect(() => void addOnArrival(), [gptSystemId]);

  return (
    <Stack gap="6" padding={{ base: '4', md: '8' }} maxWidth="3xl">
      <Heading as="h1" textStyle="2xl">
        {t('addingShared')}
      </Heading>
      {added.isError ? (
        <LoadFailedState
          title={t('addSharedFailed')}
          error={added.error}
          onRetry={() => void addAgent()}
          back={{ to: agentRoutes.list, label: t('backToAgents') }}
        />
      ) : (
        <LoadingState label={t('addingShared')} />
      )}
    </Stack>
  );
}
