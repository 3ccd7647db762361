import { Heading, Stack } from '@chakra-ui/react';
import { useCreateConfigStateByGptSystemIdMutation } from '@parley/api-client';
import { LoadFailedState, LoadingState } from '@parley/app-shell';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { agentRoutes } from '../components/use-agent-actions';
import { useAgentsText } from '../i18n/agents-text';

/**
 * `/chat/agents/{gptSystemId}/edit`, where an agent menu's Edit leads: asks the server for the
 * user's config state of the agent (made from the version chat answers with when they have none)
 * and replaces itself with the editor, so Back returns to where Edit was. A refusal stays on
 * screen as "Failed to create agent configuration state" with the server's reason and Retry.
 */
export function OpenPersonalAgentEditorScreen() {
  const { gptSystemId = '' } = useParams();
  const navigate = useNavigate();
  const t = useAgentsText();
  const [open, opened] = useCreateConfigStateByGptSystemIdMutation();
  const openOnArrival = useEffectEvent(() => void open(gptSystemId));
  useEffect(() => openOnArrival(), [gptSystemId]);
  const configStateId = opened.data?.configuration.configStateId;
  useEffect(() => {
    if (configStateId) void navigate(agentRoutes.edit(configStateId), { replace: true });
  }, [configStateId, navigate]);

  return (
    <Stack gap="6" padding={{ base: '4', md: '8' }} maxWidth="3xl">
      <Heading as="h1" textStyle="2xl">
        {t('opening')}
      </Heading>
      {opened.isError ? (
        <LoadFailedState
          title={t('createStateFailed')}
          error={opened.error}
          onRetry={() => void open(gptSystemId)}
          back={{ to: agentRoutes.list, label: t('backToAgents') }}
        />
      ) : (
        <LoadingState label={t('opening')} />
      )}
    </Stack>
  );
}
