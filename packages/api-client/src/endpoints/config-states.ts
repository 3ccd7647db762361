import {
  agentVersionListSchema,
  avatarVersionSchema,
  configStateSchema,
  configurationInputSchema,
  conversationSchema,
  dataSourcesAndCapabilitiesSchema,
  dataSourceTypeListSchema,
  deploymentListSchema,
  executionDetailsSchema,
  gptSystemSchema,
  identiconFileName,
  paths,
  traceLogsSchema,
  updateConfigStateResponseSchema,
  uploadFormFields,
} from '@parley/api-contract';
import type {
  AgentVersionList,
  AvatarVersion,
  ConfigState,
  ConfigurationInput,
  Conversation,
  DataSourcesAndCapabilities,
  DataSourceTypeList,
  DeploymentList,
  ExecutionDetails,
  GptSystem,
  GptSystemType,
  TraceLogs,
  UpdateConfigStateResponse,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { invalidInput, sendValidated } from './validated-request';

export interface CreateConfigStateByTypeArgs {
  gptSystemType: GptSystemType;
  /** Start a fresh config state even when an unfinished one of this type exists. */
  forceCreate?: boolean;
  /** Ask for a HIPAA-compliant agent; chat-spec section 7 names the flag, the server enforces it. */
  hipaaCompliant?: boolean;
}

export interface ConfigStateAvatarUploadArgs {
  configStateId: string;
  /** The drawn agent icon (SVG); sent as `{configStateId}_identicon.svg` (chat-spec section 7). */
  file: Blob;
}

/** Saving an agent changes what the user may chat with and what they manage. */
const savedAgentLists = [
  { type: 'GptSystem' as const, id: 'AVAILABLE' },
  { type: 'GptSystem' as const, id: 'MANAGED' },
];

/**
 * Refetches the lists a new agent joins (the chat's available agents, the console's agents): the
 * editors dispatch it a while after creating one (chat-spec section 9, 1000 ms).
 */
export const refetchAgentLists = () => baseApi.util.invalidateTags(savedAgentLists);

/**
 * The agent editor's calls under `/api/internal/configStates/{configStateId}` (chat-spec section
 * 7, "Config-state conversations" and "Create agent config state"). The streamed test questions
 * are thunks in `stream/config-state-stream.ts`.
 */
export const configStatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigStateTraceLogs: build.query<
      TraceLogs,
      { configStateId: string; conversationId: string; conversationSegmentId: string }
    >({
      query: ({ configStateId, conversationId, conversationSegmentId }) =>
        paths.configStates.traceLogs(configStateId, conversationId, conversationSegmentId),
      responseSchema: traceLogsSchema,
      providesTags: (_result, _error, { conversationSegmentId }) => [
        { type: 'Segment', id: conversationSegmentId },
      ],
    }),
    getConfigStateExecutionDetails: build.query<
      ExecutionDetails,
      { configStateId: string; conversationId: string; conversationSegmentId: string }
    >({
      query: ({ configStateId, conversationId, conversationSegmentId }) =>
        paths.configStates.executionDetails(configStateId, conversationId, conversationSegmentId),
      responseSchema: executionDetailsSchema,
      providesTags: (_result, _error, { conversationSegmentId }) => [
        { type: 'Segment', id: conversationSegmentId },
      ],
    }),
    getConfigState: build.query<ConfigState, string>({
      query: (configStateId) => paths.configStates.one(configStateId),
      responseSchema: configStateSchema,
      providesTags: (_result, _error, configStateId) => [
        { type: 'ConfigState', id: configStateId },
      ],
    }),
    /** A new agent's config state; the answer's `configuration.configStateId` opens the editor. */
    createConfigStateByGptSystemType: build.mutation<ConfigState, CreateConfigStateByTypeArgs>({
      query: ({ gptSystemType, forceCreate, hipaaCompliant }) => ({
        url: paths.configStates.byGptSystemType(gptSystemType),
        method: 'POST',
        params: { forceCreate, hipaaCompliant },
      }),
      responseSchema: configStateSchema,
    }),
    /** The config state that edits an existing agent (input gptSystemId, chat-spec section 7). */
    createConfigStateByGptSystemId: build.mutation<ConfigState, string>({
      query: (gptSystemId) => ({
        url: paths.configStates.byGptSystemId(gptSystemId),
        method: 'POST',
      }),
      responseSchema: configStateSchema,
    }),
    updateConfigState: build.mutation<
      UpdateConfigStateResponse,
      { configStateId: string; configuration: ConfigurationInput }
    >({
      queryFn: ({ configStateId, configuration }, _api, _extraOptions, send) =>
        sendValidated<ConfigurationInput, UpdateConfigStateResponse>(
          configurationInputSchema,
          configuration,
          (body) => ({ url: paths.configStates.one(configStateId), method: 'PUT', body }),
          send,
        ),
      responseSchema: updateConfigStateResponseSchema,
      invalidatesTags: (_result, error, { configStateId }) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }],
    }),
    /** Discards the editor's working copy; the agent itself is untouched. */
    deleteConfigState: build.mutation<void, string>({
      query: (configStateId) => ({ url: paths.configStates.one(configStateId), method: 'DELETE' }),
      invalidatesTags: (_result, error, configStateId) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }],
    }),
    getDataSourcesAndCapabilities: build.query<DataSourcesAndCapabilities, string>({
      query: (configStateId) => paths.configStates.dataSourcesAndCapabilities(configStateId),
      responseSchema: dataSourcesAndCapabilitiesSchema,
    }),
    /** Saves a new agent from the config state. */
    createGptSystem: build.mutation<GptSystem, string>({
      query: (configStateId) => ({
        url: paths.configStates.createGptSystem(configStateId),
        method: 'POST',
      }),
      responseSchema: gptSystemSchema,
      invalidatesTags: (_result, error, configStateId) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }, ...savedAgentLists],
    }),
    /** Saves the config state over the agent it edits. */
    updateGptSystem: build.mutation<GptSystem, string>({
      query: (configStateId) => ({
        url: paths.configStates.updateGptSystem(configStateId),
        method: 'PUT',
      }),
      responseSchema: gptSystemSchema,
      invalidatesTags: (agent, error, configStateId) =>
        error || !agent
          ? []
          : [
              { type: 'ConfigState', id: configStateId },
              { type: 'GptSystem', id: agent.gptSystemId },
              { type: 'ConversationContext', id: agent.gptSystemId },
              ...savedAgentLists,
            ],
    }),
    /** The agent's published versions, newest first; each save over the agent adds one. */
    listAgentVersions: build.query<AgentVersionList, string>({
      query: (gptSystemId) => paths.agentManagement.versions(gptSystemId),
      responseSchema: agentVersionListSchema,
      providesTags: (_result, _error, gptSystemId) => [{ type: 'GptSystem', id: gptSystemId }],
    }),
    /** Copies a published version into the config state; saving publishes it again. */
    restoreAgentVersion: build.mutation<ConfigState, { configStateId: string; version: number }>({
      query: ({ configStateId, version }) => ({
        url: paths.configStates.restoreVersion(configStateId, version),
        method: 'POST',
      }),
      responseSchema: configStateSchema,
      invalidatesTags: (_result, error, { configStateId }) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }],
    }),
    /**
     * The deployments an agent of the type may use (`User`: what personal agents may). An
     * `InstanceSettings` tag, so a deployment changed in the console reaches an open editor with
     * its next call (the settings version).
     */
    listDeployments: build.query<DeploymentList, GptSystemType>({
      query: (gptSystemType) => ({
        url: paths.configStates.deployments(),
        params: { gptSystemType },
      }),
      responseSchema: deploymentListSchema,
      providesTags: [{ type: 'InstanceSettings', id: 'AGENT_DEPLOYMENTS' }],
    }),
    listDataSourceTypes: build.query<DataSourceTypeList, void>({
      query: () => paths.configStates.dataSourceTypes(),
      responseSchema: dataSourceTypeListSchema,
    }),
    uploadConfigStateAvatar: build.mutation<AvatarVersion, ConfigStateAvatarUploadArgs>({
      queryFn: async ({ configStateId, file }, _api, _extraOptions, send) => {
        if (file.size === 0) {
          return invalidInput([{ path: ['file'], message: 'The avatar file must not be empty' }]);
        }
        const form = new FormData();
        form.append(uploadFormFields.file, file, identiconFileName(configStateId));
        const result = await send({
          url: paths.configStates.avatarFile(configStateId),
          method: 'POST',
          body: form,
        });
        return result.error ? { error: result.error } : { data: result.data as AvatarVersion };
      },
      responseSchema: avatarVersionSchema,
      invalidatesTags: (_result, error, { configStateId }) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }],
    }),
    deleteConfigStateAvatar: build.mutation<void, string>({
      query: (configStateId) => ({
        url: paths.configStates.avatarFile(configStateId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, configStateId) =>
        error ? [] : [{ type: 'ConfigState', id: configStateId }],
    }),
    /** A test conversation of the editor, refetched when its stream ends. */
    getConfigStateConversation: build.query<
      Conversation,
      { configStateId: string; conversationId: string }
    >({
      query: ({ configStateId, conversationId }) =>
        paths.configStates.conversation(configStateId, conversationId),
      responseSchema: conversationSchema,
      providesTags: (_result, _error, { conversationId }) => [
        { type: 'ConfigStateConversation', id: conversationId },
      ],
    }),
  }),
});

export const {
  useCreateConfigStateByGptSystemIdMutation,
  useCreateConfigStateByGptSystemTypeMutation,
  useCreateGptSystemMutation,
  useDeleteConfigStateAvatarMutation,
  useDeleteConfigStateMutation,
  useGetConfigStateConversationQuery,
  useGetConfigStateExecutionDetailsQuery,
  useGetConfigStateQuery,
  useGetConfigStateTraceLogsQuery,
  useGetDataSourcesAndCapabilitiesQuery,
  useListAgentVersionsQuery,
  useListDataSourceTypesQuery,
  useListDeploymentsQuery,
  useRestoreAgentVersionMutation,
  useUpdateConfigStateMutation,
  useUpdateGptSystemMutation,
  useUploadConfigStateAvatarMutation,
} = configStatesApi;
