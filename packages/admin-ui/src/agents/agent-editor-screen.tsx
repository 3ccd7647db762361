import { Badge, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { AgentEditor } from '@parley/agent-editor';
import {
  refetchAgentLists,
  useCreateGptSystemMutation,
  useDeleteConfigStateAvatarMutation,
  useGetConfigStateQuery,
  useListAgentVersionsQuery,
  useGetDataSourcesAndCapabilitiesQuery,
  useListDeploymentsQuery,
  useRestoreAgentVersionMutation,
  useUpdateConfigStateMutation,
  useUpdateGptSystemMutation,
  useUploadConfigStateAvatarMutation,
} from '@parley/api-client';
import type { AgentVersionList, ConfigState } from '@parley/api-contract';
import {
  describeServerError,
  LoadFailedState,
  LoadingState,
  notify,
  RetryAlert,
} from '@parley/app-shell';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { agentButtonRules, agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';

/**
 * `/admin/gptsystem/configstate/{gptSystemConfigurationStateId}/edit` (admin-spec section 2): the
 * administrator's draft of an agent. Saving keeps the draft; "Create agent" (a new agent) or
 * "Save to agent" publishes it as the agent's next version, which chat answers with; an earlier
 * version can be restored into the draft.
 */
export function AgentEditorScreen() {
  const { gptSystemConfigurationStateId = '' } = useParams();
  const state = useGetConfigStateQuery(gptSystemConfigurationStateId);
  if (state.isError) {
    return (
      <ConsolePage title={agentMessages.editorTitle('')}>
        <LoadFailedState
          title={agentMessages.openFailed}
          error={state.error}
          onRetry={() => void state.refetch()}
          back={{ to: agentPaths.list, label: 'Back to the agents' }}
        />
      </ConsolePage>
    );
  }
  if (!state.data) {
    return (
      <ConsolePage title={agentMessages.editorTitle('')}>
        <LoadingState label={agentMessages.opening} />
      </ConsolePage>
    );
  }
  return <AgentEditorPage key={gptSystemConfigurationStateId} state={state.data} />;
}

function AgentEditorPage({ state }: { state: ConfigState }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { reasons } = useActionReasons(agentButtonRules);
  const { configStateId } = state.configuration;
  const agent = state.gptSystem;
  const deployments = useListDeploymentsQuery(state.gptSystemType);
  const choices = useGetDataSourcesAndCapabilitiesQuery(configStateId);
  const [updateConfigState] = useUpdateConfigStateMutation();
  const [createGptSystem] = useCreateGptSystemMutation();
  const [updateGptSystem] = useUpdateGptSystemMutation();
  const [uploadIcon] = useUploadConfigStateAvatarMutation();
  const [removeIcon] = useDeleteConfigStateAvatarMutation();
  const versions = useListAgentVersionsQuery(agent?.gptSystemId ?? '', { skip: !agent });

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
        // Only administrators' agents answer from file libraries (the server refuses a personal one's).
        dataSources: state.gptSystemType === 'System' ? choices.data?.dataSources : undefined,
        readOnlyReason: agent ? reasons.write : reasons.create,
      }}
      onCancel={() => void navigate(agentPaths.list)}
      onAgentCreated={(created) => void navigate(agentPaths.publish(created.gptSystemId))}
      versions={(restore) =>
        agent && (
          <VersionsPanel
            configStateId={configStateId}
            versions={versions}
            liveVersion={agent.publishedVersion}
            onRestored={(restored) => restore(restored.configuration)}
            disabledReason={reasons.write}
          />
        )
      }
      frame={({ content, actions }) => (
        <ConsolePage
          title={agentMessages.editorTitle(agent?.name ?? '')}
          description={agentMessages.editorDescription}
          actions={actions}
        >
          {content}
        </ConsolePage>
      )}
    />
  );
}

function VersionsPanel({
  configStateId,
  versions,
  liveVersion,
  onRestored,
  disabledReason,
}: {
  configStateId: string;
  versions: { data?: AgentVersionList; isError: boolean; error?: unknown; refetch: () => unknown };
  /** The version chat answers with, as the server says. */
  liveVersion: number | null;
  /** The draft now holding the restored version. */
  onRestored: (restored: ConfigState) => void;
  disabledReason?: string;
}) {
  const [restore, restoring] = useRestoreAgentVersionMutation();
  const headingId = 'agent-versions-heading';
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {agentMessages.versionsTitle}
      </Heading>
      {versions.isError && (
        <RetryAlert
          title="The versions could not be loaded"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      )}
      {versions.data?.items.length === 0 && (
        <Text color="fg.muted">{agentMessages.versionsEmpty}</Text>
      )}
      <List.Root variant="plain" gap="3">
        {versions.data?.items.map((version) => (
          <List.Item key={version.version} borderWidth="1px" rounded="md" p="3">
            <Stack gap="1" w="full">
              <HStack justify="space-between">
                <Text fontWeight="medium">Version {version.version}</Text>
                {version.version === liveVersion && (
                  <Badge colorPalette="success">{agentMessages.liveVersion}</Badge>
                )}
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {version.gptSystemName} · {version.publishedBy} ·{' '}
                <DateTimeText value={version.publishedAt} />
              </Text>
              {version.version !== liveVersion && (
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  disabled={disabledReason !== undefined}
                  loading={
                    restoring.isLoading && restoring.originalArgs?.version === version.version
                  }
                  onClick={async () => {
                    try {
                      const restored = await restore({
                        configStateId,
                        version: version.version,
                      }).unwrap();
                      notify.success(agentMessages.restored(version.version));
                      onRestored(restored);
                    } catch (error) {
                      notify.error(
                        'The version could not be restored',
                        describeServerError(error).message,
                      );
                    }
                  }}
                >
                  {agentMessages.restore(version.version)}
                </Button>
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
