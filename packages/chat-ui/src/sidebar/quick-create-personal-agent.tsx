import {
  useCreateConfigStateByGptSystemTypeMutation,
  useUpdateConfigStateMutation,
} from '@parley/api-client';
import { describeServerError, notify } from '@parley/app-shell';
import { useNavigate } from 'react-router';
import { personalAgentMessages } from '../agents/personal-agent-messages';
import { agentRoutes } from '../components/use-agent-actions';
import { QuickCreateAgentDialog } from './quick-create-agent-dialog';

export interface QuickCreatePersonalAgentProps {
  open: boolean;
  onClose: () => void;
  /** Called once the editor opens (e.g. to close the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * "Create a Personal Agent" (chat-spec sections 2 and 5): "Let's go" makes a fresh User config
 * state, saves the dialog's name into it and opens `/chat/agents/configstate/{id}/edit`. A refusal
 * toasts "Failed to create agent configuration state" with the server's words and keeps the
 * dialog open with the name. Loaded on first use, with its calls (the /chat bundle budget).
 */
export function QuickCreatePersonalAgent({
  open,
  onClose,
  onNavigate,
}: QuickCreatePersonalAgentProps) {
  const navigate = useNavigate();
  const [createByType] = useCreateConfigStateByGptSystemTypeMutation();
  const [updateConfigState] = useUpdateConfigStateMutation();

  const create = async (agentName: string) => {
    try {
      const { configuration } = await createByType({
        gptSystemType: 'User',
        forceCreate: true,
      }).unwrap();
      await updateConfigState({
        configStateId: configuration.configStateId,
        // The update sends what the contract's input schema keeps of the configuration.
        configuration: { ...configuration, gptSystemName: agentName },
      }).unwrap();
      void navigate(agentRoutes.edit(configuration.configStateId));
      onNavigate?.();
    } catch (error) {
      notify.error(personalAgentMessages.createStateFailed, describeServerError(error).message);
      throw error;
    }
  };

  return <QuickCreateAgentDialog open={open} onClose={onClose} onCreate={create} />;
}
