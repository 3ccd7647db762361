import { useNavigate } from 'react-router';
import {
  useGetCurrentUserDetailsQuery,
  useGetFeaturesQuery,
  useGetPinnedGptSystemsQuery,
  usePinGptSystemMutation,
  useUnpinGptSystemMutation,
} from '@parley/api-client';
import type { GptSystem } from '@parley/api-contract';
import type { AgentPermissions } from '@parley/conversation-ui';
import { useChatText } from '../i18n/chat-text';
import { notify } from '@parley/app-shell';

/** Where an agent's chat and its edit page live (chat-spec section 2). */
export const agentRoutes = {
  chat: (gptSystemId: string) => `/chat/${encodeURIComponent(gptSystemId)}`,
  edit: (configStateId: string) =>
    `/chat/agents/configstate/${encodeURIComponent(configStateId)}/edit`,
  /** Opens the editor on the user's config state of the agent, which the server makes or finds. */
  editAgent: (gptSystemId: string) => `/chat/agents/${encodeURIComponent(gptSystemId)}/edit`,
  list: '/chat/agents',
  /** Where a shared personal agent's link leads: adding it to the recipient's agents. */
  shared: (gptSystemId: string) => `/chat/agents/shared/${encodeURIComponent(gptSystemId)}`,
} as const;

/**
 * What the user may do with agents and the actions of the agent menus: open a chat, pin and
 * unpin with the toasts of chat-spec section 8, and edit a personal agent. (Creating one is the
 * quick-create dialog's, loaded on first use.)
 */
export function useAgentActions() {
  const navigate = useNavigate();
  const { data: features, isLoading: featuresLoading } = useGetFeaturesQuery();
  const { data: details, isLoading: detailsLoading } = useGetCurrentUserDetailsQuery();
  const { data: pinned } = useGetPinnedGptSystemsQuery();
  const [pin] = usePinGptSystemMutation();
  const [unpin] = useUnpinGptSystemMutation();
  const t = useChatText();

  const permissions: AgentPermissions = {
    personalAgentsAllowed: features?.AllowUserCreatedGptSystems ?? false,
    isBannedFromCreating: details?.personalAgentSettings.isBannedFromCreatingAgents ?? false,
  };
  const pinnedIds = new Set((pinned?.pinnedGptSystems ?? []).map((agent) => agent.gptSystemId));

  return {
    /** True until the flags and the user's settings are known: labels may still change. */
    isLoading: featuresLoading || detailsLoading,
    permissions,
    pinnedIds,
    openChat: (agent: GptSystem) => navigate(agentRoutes.chat(agent.gptSystemId)),
    pin: (agent: GptSystem) =>
      pin(agent)
        .unwrap()
        .then(
          () => notify.success(t('agentPinned')),
          () => notify.error(t('pinFailed')),
        ),
    unpin: (agent: GptSystem) =>
      unpin(agent)
        .unwrap()
        .then(
          () => notify.success(t('agentUnpinned')),
          () => notify.error(t('unpinFailed')),
        ),
    edit: (agent: GptSystem) => {
      if (!agent.gptSystemId) {
        notify.error(t('missingAgentId'));
        return;
      }
      void navigate(agentRoutes.editAgent(agent.gptSystemId));
    },
  };
}
