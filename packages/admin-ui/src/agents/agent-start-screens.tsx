import {
  useCreateConfigStateByGptSystemIdMutation,
  useCreateConfigStateByGptSystemTypeMutation,
} from '@parley/api-client';
import type { ConfigState } from '@parley/api-contract';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';
import { LoadFailedState, LoadingState } from '@parley/app-shell';

interface OpenEditorProps {
  title: string;
  /** Asks the server for the config state (a mutation's trigger). */
  open: () => void;
  /** The mutation's state: its answer, or its failure. */
  opened: { data?: ConfigState; isError: boolean; error?: unknown };
}

/**
 * Opens the editor on a config state the server makes (or finds): the screen says it is opening,
 * then replaces its own address with the editor's, so Back returns to where the user came from.
 * A refusal stays on screen with its reason ("Failed to create agent configuration state") and
 * Retry.
 */
function OpenEditor({ title, open, opened }: OpenEditorProps) {
  const navigate = useNavigate();
  const openOnce = useEffectEvent(open);
  useEffect(() => openOnce(), []);
  const configStateId = opened.data?.configuration.configStateId;
  useEffect(() => {
    if (configStateId) void navigate(agentPaths.configState(configStateId), { replace: true });
  }, [configStateId, navigate]);
  return (
    <ConsolePage title={title}>
      {opened.isError ? (
        <LoadFailedState
          title={agentMessages.createStateFailed}
          error={opened.error}
          onRetry={open}
          back={{ to: agentPaths.list, label: 'Back to the agents' }}
        />
      ) : (
        <LoadingState label={agentMessages.opening} />
      )}
    </ConsolePage>
  );
}

/** `/admin/gptsystem/new`: the administrator's unfinished new agent, or a fresh one. */
export function NewAgentScreen() {
  const [create, created] = useCreateConfigStateByGptSystemTypeMutation();
  return (
    <OpenEditor
      title={agentMessages.newAgent}
      open={() => void create({ gptSystemType: 'System' })}
      opened={created}
    />
  );
}

/**
 * `/admin/gptsystem/{id}/edit` (and its trailing `/true`): the administrator's own draft of the
 * agent, made from the version chat answers with when they have none.
 */
export function EditAgentScreen() {
  const { gptSystemId = '' } = useParams();
  return <EditAgent key={gptSystemId} gptSystemId={gptSystemId} />;
}

function EditAgent({ gptSystemId }: { gptSystemId: string }) {
  const [open, opened] = useCreateConfigStateByGptSystemIdMutation();
  return <OpenEditor title="Edit agent" open={() => void open(gptSystemId)} opened={opened} />;
}
