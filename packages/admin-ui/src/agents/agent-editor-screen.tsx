import {
  Badge,
  Button,
  Heading,
  HStack,
  List,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import {
  refetchAgentLists,
  useCreateGptSystemMutation,
  useGetConfigStateQuery,
  useListAgentVersionsQuery,
  useListDeploymentsQuery,
  useRestoreAgentVersionMutation,
  useUpdateConfigStateMutation,
  useUpdateGptSystemMutation,
} from '@parley/api-client';
import { delays } from '@parley/api-contract';
import type { AgentVersionList, ConfigState } from '@parley/api-contract';
import { describeServerError, notify, RetryAlert } from '@parley/app-shell';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { ButtonWithReason } from '../components/button-with-reason';
import { DateTimeText } from '../components/date-time-text';
import { LoadFailedState, LoadingState } from '../components/load-state';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { AgentForm } from './agent-form';
import { EditorLayout, EditorTestChat } from './agent-test-chat';
import type { DraftChecks } from './agent-form';
import { agentButtonRules, agentMessages } from './agent-messages';
import { agentPaths } from './agent-paths';
import { agentFormValues, configurationInputOf } from './agent-schema';
import type { AgentFormValues } from './agent-schema';

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
  return <AgentEditor key={gptSystemConfigurationStateId} state={state.data} />;
}

function AgentEditor({ state }: { state: ConfigState }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { reasons } = useActionReasons(agentButtonRules);
  const { configStateId } = state.configuration;
  const agent = state.gptSystem;
  const deployments = useListDeploymentsQuery();
  const [updateConfigState] = useUpdateConfigStateMutation();
  const [createGptSystem, creating] = useCreateGptSystemMutation();
  const [updateGptSystem, publishing] = useUpdateGptSystemMutation();
  // The form starts over (a new key) when a restored version replaces the draft.
  const [formKey, setFormKey] = useState(0);
  const [checks, setChecks] = useState<DraftChecks>({ errors: [], warnings: [] });
  const [draftChanged, setDraftChanged] = useState(false);
  // Below about 1024 px the test chat moves into a drawer (CONSOLE.md, agent editor).
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const [testChatOpen, setTestChatOpen] = useState(false);
  const redirectTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Read once, and again from a restored version: a refetch must not wipe what is being typed.
  const [initialValues, setInitialValues] = useState(() => agentFormValues(state.configuration));
  const deploymentOptions = (deployments.data?.items ?? []).map((deployment) => ({
    value: deployment.deploymentName,
    label:
      deployment.provider === 'offline'
        ? `${deployment.deploymentName} (offline engine)`
        : `${deployment.deploymentName} (${deployment.model})`,
  }));

  /** Saves the form into the draft; the test chat saves quietly before each question. */
  const saveDraft = async (values: AgentFormValues, { quiet = false } = {}) => {
    const saved = await updateConfigState({
      configStateId,
      configuration: configurationInputOf(values, state.configuration),
    }).unwrap();
    setChecks({ errors: saved.errors, warnings: saved.warnings });
    if (!quiet) notify.success(agentMessages.draftSaved);
    return saved;
  };

  const saveToAgent = async () => {
    try {
      if (agent) {
        const updated = await updateGptSystem(configStateId).unwrap();
        notify.success(agentMessages.agentSaved(updated.publishedVersion ?? 0));
        return;
      }
      const created = await createGptSystem(configStateId).unwrap();
      notify.success(agentMessages.agentCreated);
      // chat-spec section 9: the agent lists refetch after 1000 ms, the redirect after 500 ms.
      // The refetch outlives the editor (the redirect leaves it first); the redirect does not.
      window.setTimeout(() => dispatch(refetchAgentLists()), delays.afterCreateAgentRefetchMs);
      redirectTimer.current = window.setTimeout(
        () => void navigate(agentPaths.publish(created.gptSystemId)),
        delays.afterCreateAgentRedirectMs,
      );
    } catch (error) {
      notify.error(agentMessages.createAgentFailure, describeServerError(error).message);
    }
  };

  const versions = useListAgentVersionsQuery(agent?.gptSystemId ?? '', { skip: !agent });

  const saveReason = agent ? reasons.write : reasons.create;
  const blockReason =
    saveReason ??
    (draftChanged ? agentMessages.unsavedDraft : undefined) ??
    (checks.errors.length > 0 || state.hasValidationErrors ? agentMessages.draftErrors : undefined);

  return (
    <ConsolePage
      title={agentMessages.editorTitle(agent?.name ?? '')}
      description={agentMessages.editorDescription}
      actions={
        <HStack gap="2">
          {!wide && (
            <Button variant="outline" onClick={() => setTestChatOpen(true)}>
              {agentMessages.openTestChat}
            </Button>
          )}
          <ButtonWithReason
            colorPalette="brand"
            reasonAlign="end"
            loading={creating.isLoading || publishing.isLoading}
            disabledReason={blockReason}
            onClick={() => void saveToAgent()}
          >
            {agent ? agentMessages.publishChanges : agentMessages.createAgent}
          </ButtonWithReason>
        </HStack>
      }
    >
      <AgentForm
        key={formKey}
        initialValues={initialValues}
        deployments={deploymentOptions}
        checks={checks}
        onSubmit={(values) => saveDraft(values)}
        onCancel={() => void navigate(agentPaths.list)}
        readOnlyReason={saveReason}
        onDirtyChange={setDraftChanged}
        layout={(form) => (
          <EditorLayout
            form={form}
            versions={
              agent && (
                <VersionsPanel
                  configStateId={configStateId}
                  versions={versions}
                  liveVersion={agent.publishedVersion}
                  onRestored={(restored) => {
                    setInitialValues(agentFormValues(restored.configuration));
                    setFormKey((key) => key + 1);
                  }}
                  disabledReason={reasons.write}
                />
              )
            }
            testChat={
              <EditorTestChat
                configStateId={configStateId}
                save={(values) => saveDraft(values, { quiet: true })}
                disabledReason={saveReason}
              />
            }
            wide={wide}
            testChatOpen={testChatOpen}
            onTestChatOpenChange={setTestChatOpen}
          />
        )}
      />
    </ConsolePage>
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
