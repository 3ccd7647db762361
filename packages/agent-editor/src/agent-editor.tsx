import { Button, HStack, useBreakpointValue } from '@chakra-ui/react';
import { delays, paths } from '@parley/api-contract';
import type {
  AvatarVersion,
  ConfigState,
  Configuration,
  ConfigurationInput,
  DataSource,
  Deployment,
  GptSystem,
  GuidelinesDocumentChoice,
  UpdateConfigStateResponse,
} from '@parley/api-contract';
import { ButtonWithReason, describeServerError, notify } from '@parley/app-shell';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { agentEditorMessages } from './agent-editor-messages';
import { AgentForm } from './agent-form';
import type { DraftChecks } from './agent-form';
import { AgentIconField } from './agent-icon-field';
import { agentFormValues, configurationInputOf } from './agent-schema';
import type { AgentFormValues } from './agent-schema';
import { EditorLayout, EditorTestChat } from './editor-test-chat';

/**
 * The calls the editor needs, made by the surface it sits in (the test chat makes its own). Each
 * rejects with the server's refusal.
 */
export interface AgentEditorPorts {
  /** Saves the configuration into the draft; resolves with the draft's checks. */
  saveDraft: (configuration: ConfigurationInput) => Promise<UpdateConfigStateResponse>;
  /** Makes the agent from the draft (its first version). */
  createAgent: () => Promise<GptSystem>;
  /** Saves the draft to its agent as the next version. */
  updateAgent: () => Promise<GptSystem>;
  /** Refetches the agent lists (the chat's sidebar and agents page) after an agent is made. */
  refetchAgentLists: () => void;
  /**
   * Uploads the draft's icon (admin-spec section 7, "Icon upload"; it becomes the agent's avatar
   * when the agent exists); resolves with its new version. Absent, the editor offers no icon.
   */
  uploadIcon?: (file: File) => Promise<AvatarVersion>;
  /** Removes the draft's icon (chat shows the identicon again). Absent, no Remove is offered. */
  removeIcon?: () => Promise<void>;
}

/**
 * What the user may change (CONSOLE.md, agent editor: "a policy port that hides or locks what a
 * personal agent may not change"): the deployments offered, and the reason the whole draft is
 * read-only, if it is.
 */
export interface AgentEditorPolicy {
  deployments: readonly Deployment[];
  /** The guidelines documents the agent may show (`dataSourcesAndCapabilities`). */
  guidelinesDocuments: readonly GuidelinesDocumentChoice[];
  /**
   * The file libraries the agent may answer from (`dataSourcesAndCapabilities`); absent where the
   * agent may have none (personal agents, which the server refuses libraries): no field then.
   */
  dataSources?: readonly DataSource[];
  /** Why the user may not change the draft (their roles, a block): the form is read-only. */
  readOnlyReason?: string;
}

/** What the editor hands the page that frames it. */
export interface AgentEditorFrame {
  /** The form (and the versions) beside the test chat, or with the test chat in a drawer. */
  content: ReactElement;
  /**
   * The editor's buttons for beside the page's heading: "Create agent" or "Save to agent" (with
   * why not, when the draft is unsaved or has errors), and "Test the agent" while the test chat
   * is in a drawer.
   */
  actions: ReactElement;
}

export interface AgentEditorProps {
  state: ConfigState;
  ports: AgentEditorPorts;
  policy: AgentEditorPolicy;
  onCancel: () => void;
  /** Draws the page around the editor: its heading, with the editor's buttons beside it. */
  frame: (parts: AgentEditorFrame) => ReactElement;
  /** Opens what follows a new agent (chat-spec section 9: 500 ms after it is made). */
  onAgentCreated: (agent: GptSystem) => void;
  /**
   * The agent's versions under the form (the console's); `restore` puts a restored version's
   * configuration in the form.
   */
  versions?: (restore: (configuration: Configuration) => void) => ReactNode;
}

const deploymentLabel = (deployment: Deployment) =>
  deployment.provider === 'offline'
    ? `${deployment.deploymentName} (offline engine)`
    : `${deployment.deploymentName} (${deployment.model})`;

/**
 * The agent editor (CONSOLE.md, agent editor), the same for the console's agents and the chat's
 * personal agents: the form on the left, the test chat on the right answering with the form as
 * it stands (below about 1024 px, in a drawer). Saving keeps the draft and shows the server's
 * errors and warnings on their fields; "Create agent" or "Save to agent" publishes the saved
 * draft as the agent's next version, which chat answers with.
 */
export function AgentEditor({
  state,
  ports,
  policy,
  onCancel,
  frame,
  versions,
  onAgentCreated,
}: AgentEditorProps) {
  const { configStateId } = state.configuration;
  // The form starts over (a new key) when a restored version replaces the draft.
  const [formKey, setFormKey] = useState(0);
  // Read once, and again from a restored version: a refetch must not wipe what is being typed.
  const [initialValues, setInitialValues] = useState(() => agentFormValues(state.configuration));
  const [checks, setChecks] = useState<DraftChecks>({ errors: [], warnings: [] });
  const [draftChanged, setDraftChanged] = useState(false);
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const [testChatOpen, setTestChatOpen] = useState(false);
  // The icon's version as the last upload or removal left it (the `?v=` of its address).
  const [iconVersion, setIconVersion] = useState(state.avatarVersion);

  /** Saves the form into the draft; the test chat saves quietly before each question. */
  const saveDraft = async (values: AgentFormValues, quiet = false) => {
    const saved = await ports.saveDraft(
      configurationInputOf(values, state.configuration, policy.dataSources),
    );
    setChecks({ errors: saved.errors, warnings: saved.warnings });
    if (!quiet) notify.success(agentEditorMessages.draftSaved);
    return saved;
  };

  const restore = (configuration: Configuration) => {
    setInitialValues(agentFormValues(configuration));
    setFormKey((key) => key + 1);
  };

  const agent = state.gptSystem;
  const [savingToAgent, setSavingToAgent] = useState(false);
  const redirectTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const saveToAgent = async () => {
    setSavingToAgent(true);
    try {
      if (agent) {
        const updated = await ports.updateAgent();
        notify.success(agentEditorMessages.agentSaved(updated.publishedVersion ?? 0));
        return;
      }
      const created = await ports.createAgent();
      notify.success(agentEditorMessages.agentCreated);
      // chat-spec section 9: the agent lists refetch after 1000 ms, the redirect after 500 ms.
      // The refetch outlives the editor (the redirect leaves it first); the redirect does not.
      window.setTimeout(ports.refetchAgentLists, delays.afterCreateAgentRefetchMs);
      redirectTimer.current = window.setTimeout(
        () => onAgentCreated(created),
        delays.afterCreateAgentRedirectMs,
      );
    } catch (error) {
      notify.error(agentEditorMessages.createAgentFailure, describeServerError(error).message);
    } finally {
      setSavingToAgent(false);
    }
  };

  const { uploadIcon, removeIcon } = ports;
  const icon = uploadIcon && (
    <AgentIconField
      name={state.configuration.gptSystemName || agentEditorMessages.unnamed}
      imageUrl={paths.configStates.avatar(configStateId, iconVersion ?? 0)}
      hasIcon={iconVersion !== null}
      disabledReason={policy.readOnlyReason}
      onUpload={async (file) => {
        try {
          const uploaded = await uploadIcon(file);
          setIconVersion(uploaded.avatarVersion);
          notify.success(agentEditorMessages.iconUploaded);
          return true;
        } catch (error) {
          // admin-spec section 8: the toast of a failed update, with the server's words.
          notify.error(agentEditorMessages.createAgentFailure, describeServerError(error).message);
          return false;
        }
      }}
      onRemove={
        removeIcon &&
        (async () => {
          try {
            await removeIcon();
            setIconVersion(null);
            notify.success(agentEditorMessages.iconRemoved);
            return true;
          } catch (error) {
            notify.error(agentEditorMessages.iconRemoveFailed, describeServerError(error).message);
            return false;
          }
        })
      }
    />
  );

  const publishBlockedReason =
    policy.readOnlyReason ??
    (draftChanged ? agentEditorMessages.unsavedDraft : undefined) ??
    (checks.errors.length > 0 || state.hasValidationErrors
      ? agentEditorMessages.draftErrors
      : undefined);

  const content = (
    <AgentForm
      key={formKey}
      initialValues={initialValues}
      deployments={policy.deployments.map((deployment) => ({
        value: deployment.deploymentName,
        label: deploymentLabel(deployment),
      }))}
      guidelinesDocuments={policy.guidelinesDocuments.map((document) => ({
        value: document.guidelinesDocumentId,
        label: agentEditorMessages.guidelinesChoice(document.title, document.requireConsent),
      }))}
      dataSources={policy.dataSources?.map((source) => ({
        value: source.dataSourceId,
        label: source.name,
      }))}
      checks={checks}
      onSubmit={(values) => saveDraft(values)}
      onCancel={onCancel}
      readOnlyReason={policy.readOnlyReason}
      onDirtyChange={setDraftChanged}
      icon={icon}
      layout={(form) => (
        <EditorLayout
          form={form}
          versions={versions?.(restore)}
          testChat={
            <EditorTestChat
              configStateId={configStateId}
              guidelinesDocuments={policy.guidelinesDocuments}
              save={(values) => saveDraft(values, true)}
              disabledReason={policy.readOnlyReason}
            />
          }
          wide={wide}
          testChatOpen={testChatOpen}
          onTestChatOpenChange={setTestChatOpen}
        />
      )}
    />
  );

  const actions = (
    <HStack gap="2" align="flex-start">
      {!wide && (
        <Button variant="outline" onClick={() => setTestChatOpen(true)}>
          {agentEditorMessages.openTestChat}
        </Button>
      )}
      <ButtonWithReason
        colorPalette="brand"
        reasonAlign="end"
        loading={savingToAgent}
        disabledReason={publishBlockedReason}
        onClick={() => void saveToAgent()}
      >
        {agent ? agentEditorMessages.publishChanges : agentEditorMessages.createAgent}
      </ButtonWithReason>
    </HStack>
  );

  return frame({ content, actions });
}
