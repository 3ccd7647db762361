import { useNavigate } from 'react-router';
import {
  useCreateConfigStateByGptSystemIdMutation,
  useCreateConfigStateByGptSystemTypeMutation,
  useGetCurrentUserDetailsQuery,
  useGetFeaturesQuery,
  useGetPinnedGptSystemsQuery,
  usePinGptSystemMutation,
  useUnpinGptSystemMutation,
  useUpdateConfigStateMutation,
} from '@parley/api-client';
import type { GptSystem } from '@parley/api-contract';
import type { AgentPermissions } from '@parley/conversation-ui';
import { agentMessages } from './agent-messages';
import { describeServerError, notify } from '@parley/app-shell';

/** Where an agent's chat and its edit page live (chat-spec section 2). */
export const agentRoutes = {
  chat: (gptSystemId: string) => `/chat/${encodeURIComponent(gptSystemId)}`,
  edit: (configStateId: string) =>
    `/chat/agents/configstate/${encodeURIComponent(configStateId)}/edit`,
  list: '/chat/agents',
  /** Where a shared personal agent's link leads: adding it to the recipient's agents. */
  shared: (gptSystemId: string) => `/chat/agents/shared/${encodeURIComponent(gptSystemId)}`,
} as const;

/**
 * What the user may do with agents and the actions of the agent menus: open a chat, pin and
 * unpin with the toasts of chat-spec section 8, create a personal agent and edit one (both open
 * the editor on the user's config state of it, which the server makes or finds).
 */
export function useAgentActions() {
  const navigate = useNavigate();
  const { data: features, isLoading: featuresLoading } = useGetFeaturesQuery();
  const { data: details, isLoading: detailsLoading } = useGetCurrentUserDetailsQuery();
  const { data: pinned } = useGetPinnedGptSystemsQuery();
  const [pin] = usePinGptSystemMutation();
  const [unpin] = useUnpinGptSystemMutation();
  const [createByType] = useCreateConfigStateByGptSystemTypeMutation();
  const [createById] = useCreateConfigStateByGptSystemIdMutation();
  const [updateConfigState] = useUpdateConfigStateMutation();

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
          () => notify.success(agentMessages.agentPinned),
          () => notify.error(agentMessages.pinFailed),
        ),
    unpin: (agent: GptSystem) =>
      unpin(agent)
        .unwrap()
        .then(
          () => notify.success(agentMessages.agentUnpinned),
          () => notify.error(agentMessages.unpinFailed),
        ),
    edit: async (agent: GptSystem) => {
      if (!agent.gptSystemId) {
        notify.error(agentMessages.missingAgentId);
        return;
      }
      try {
        const state = await createById(agent.gptSystemId).unwrap();
        void navigate(agentRoutes.edit(state.configuration.configStateId));
      } catch (error) {
        notify.error(agentMessages.createStateFailed, describeServerError(error).message);
      }
    },
    /**
     * The quick-create dialog's "Let's go": a fresh personal agent's config state, named, opened
     * in the editor. Rejects (after the toast) when it could not be made, so the dialog keeps the
     * name.
     */
    createPersonalAgent: async (agentName: string) => {
      try {
        const created = await createByType({
          gptSystemType: 'User',
          forceCreate: true,
        }).unwrap();
        const { configuration } = created;
        await updateConfigState({
          configStateId: configuration.configStateId,
          // The update sends what the contract's input schema keeps of the configuration.
          configuration: { ...configuration, gptSystemName: agentName },
        }).unwrap();
        void navigate(agentRoutes.edit(configuration.configStateId));
      } catch (error) {
        notify.error(agentMessages.createStateFailed, describeServerError(error).message);
        throw error;
      }
    },
  };
}
