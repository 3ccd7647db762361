import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AgentEditor, agentEditorMessages } from '@parley/agent-editor';
import {
  refetchAgentLists,
  useCreateGptSystemMutation,
  useDeleteConfigStateAvatarMutation,
  useGetConfigStateQuery,
  useGetCurrentUserDetailsQuery,
  useGetDataSourcesAndCapabilitiesQuery,
  useListDeploymentsQuery,
  useUpdateConfigStateMutation,
  useUpdateGptSystemMutation,
  useUploadConfigStateAvatarMutation,
} from '@parley/api-client';
import type { ConfigState } from '@parley/api-contract';
import { LoadFailedState, LoadingState } from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { useDocumentTitle } from '@parley/theme-brands';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useAgentsText } from '../i18n/agents-text';
import { agentRoutes } from '../components/use-agent-actions';
import { ShareAgentButton } from './share-agent-button';

/**
 * `/chat/agents/configstate/{configStateId}/edit` (chat-spec section 2): the user's draft of a
 * personal agent in the shared agent editor. "Create agent" makes the agent (the user's alone
 * until shared) and opens a chat with it; "Save to agent" makes the next version; Share lets
 * others add it by link.
 */
export function PersonalAgentEditorScreen() {
  const { configStateId = '' } = useParams();
  const { name: appName } = useSelector(selectInstanceSettings);
  const t = useAgentsText();
  const state = useGetConfigStateQuery(configStateId);
  const agent = state.data?.gptSystem;
  useDocumentTitle(
    agent
      ? agentEditorMessages.editorTitle(agent.name ?? agentEditorMessages.unnamed)
      : t('newPersonalAgent'),
    appName,
  );
  if (state.isError) {
    return (
      <EditorPage title={t('newPersonalAgent')}>
        <LoadFailedState
          title={agentEditorMessages.openFailed}
          error={state.error}
          onRetry={() => void state.refetch()}
          back={{ to: agentRoutes.list, label: t('backToAgents') }}
        />
      </EditorPage>
    );
  }
  if (!state.data) {
    return (
      <EditorPage title={t('newPersonalAgent')}>
        <LoadingState label={agentEditorMessages.opening} />
      </EditorPage>
    );
  }
  return <PersonalAgentEditor key={configStateId} state={state.data} />;
}

/** Why the user may not change this agent, if so (chat-spec section 6: Blocked, Banned). */
function readOnlyReason(
  state: ConfigState,
  isBannedFromCreating: boolean,
  t: ReturnType<typeof useAgentsText>,
) {
  if (isBannedFromCreating) return t('blockedFromCreating');
  if (state.gptSystem?.moderationStatus === 'Banned') return t('bannedAgent');
  return undefined;
}

function PersonalAgentEditor({ state }: { state: ConfigState }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const t = useAgentsText();
  const { configStateId } = state.configuration;
  const agent = state.gptSystem;
  const details = useGetCurrentUserDetailsQuery();
  const deployments = useListDeploymentsQuery('User');
  const choices = useGetDataSourcesAndCapabilitiesQuery(configStateId);
  const [updateConfigState] = useUpdateConfigStateMutation();
  const [createGptSystem] = useCreateGptSystemMutation();
  const [updateGptSystem] = useUpdateGptSystemMutation();
  const [uploadIcon] = useUploadConfigStateAvatarMutation();
  const [removeIcon] = useDeleteConfigStateAvatarMutation();
  const settings = details.data?.personalAgentSettings;

  return (
    <AgentEditor
      state={state}
      ports={{
        saveDraft: (configuration) => updateConfigState({ configStateId, configuration }).unwrap(),
        createAgent: () => createGptSystem(configStateId).unwrap(),
        updateAgent: () => updateGptSystem(configStateId).unwrap(),
        refetchAgentLists: () => dispatch(refetchAgentLists()),
        // Sent as {configStateId}_identicon.svg whatever its type (admin-spec section 7).
        uploadIcon: (file) => uploadIcon({ configStateId, file }).unwrap(),
        removeIcon: () => removeIcon(configStateId).unwrap(),
      }}
      policy={{
        deployments: deployments.data?.items ?? [],
        guidelinesDocuments: choices.data?.guidelinesDocuments ?? [],
        readOnlyReason: readOnlyReason(state, settings?.isBannedFromCreatingAgents ?? false, t),
      }}
      onCancel={() => void navigate(agentRoutes.list)}
      onAgentCreated={(created) => void navigate(agentRoutes.chat(created.gptSystemId))}
      frame={({ content, actions }) => (
        <EditorPage
          title={
            agent
              ? agentEditorMessages.editorTitle(agent.name ?? agentEditorMessages.unnamed)
              : t('newPersonalAgent')
          }
          actions={
            <HStack gap="2" align="flex-start" wrap="wrap">
              {/* A moderator's block takes Share away (issue 18); the server refuses it too. */}
              {agent && !settings?.isBannedFromSharingAgents && (
                <ShareAgentButton gptSystemId={agent.gptSystemId} />
              )}
              {actions}
            </HStack>
          }
        >
          {content}
        </EditorPage>
      )}
    />
  );
}

/** The chat page around the editor: its heading and description, the buttons beside them. */
function EditorPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useAgentsText();
  return (
    <Stack gap="6" padding={{ base: '4', md: '6' }} width="100%">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" textStyle="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{t('editorDescription')}</Text>
        </Stack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}
