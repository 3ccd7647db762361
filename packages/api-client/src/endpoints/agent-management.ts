import {
  agentPromptInputSchema,
  agentPromptListSchema,
  agentPromptSchema,
  avatarVersionSchema,
  gptSystemSchema,
  managedGptSystemPageSchema,
  managedGptSystemSchema,
  paths,
  updatePublishingRequestSchema,
  uploadFormFields,
} from '@parley/api-contract';
import type {
  AgentPrompt,
  AgentPromptInput,
  AgentPromptList,
  AvatarVersion,
  GptSystem,
  ManagedGptSystem,
  ManagedGptSystemPage,
  UpdatePublishingRequest,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { invalidInput, sendValidated } from './validated-request';

export interface AgentAvatarUploadArgs {
  gptSystemId: string;
  file: Blob;
  fileName: string;
}

const managedAgents = { type: 'GptSystem' as const, id: 'MANAGED' };

/** An agent's change shows in the management list, the chat's agent lists and its chat page. */
function agentChanged(gptSystemId: string) {
  return [
    { type: 'GptSystem' as const, id: gptSystemId },
    managedAgents,
    { type: 'GptSystem' as const, id: 'AVAILABLE' },
    { type: 'GptSystem' as const, id: 'PINNED' },
    { type: 'GptSystem' as const, id: 'RECENT' },
    { type: 'ConversationContext' as const, id: gptSystemId },
  ];
}

function promptsChanged(gptSystemId: string) {
  return [
    { type: 'AgentPrompt' as const, id: gptSystemId },
    { type: 'ConversationContext' as const, id: gptSystemId },
  ];
}

/**
 * Agent management (chat-spec section 7): the user's personal agents, publishing, deletion, the
 * agent's conversation starters and its avatar.
 */
export const agentManagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPersonalGptSystems: build.query<ManagedGptSystemPage, { continuationToken?: string }>({
      query: ({ continuationToken }) => ({
        url: paths.agentManagement.personalList(),
        params: { continuationToken },
      }),
      responseSchema: managedGptSystemPageSchema,
      providesTags: (page) => [
        managedAgents,
        ...(page?.items ?? []).map(({ gptSystemId }) => ({
          type: 'GptSystem' as const,
          id: gptSystemId,
        })),
      ],
    }),
    getPersonalGptSystem: build.query<ManagedGptSystem, string>({
      query: (gptSystemId) => paths.agentManagement.personalOne(gptSystemId),
      responseSchema: managedGptSystemSchema,
      providesTags: (_result, _error, gptSystemId) => [{ type: 'GptSystem', id: gptSystemId }],
    }),
    updatePublishing: build.mutation<GptSystem, { gptSystemId: string } & UpdatePublishingRequest>({
      queryFn: ({ gptSystemId, ...request }, _api, _extraOptions, send) =>
        sendValidated<UpdatePublishingRequest, GptSystem>(
          updatePublishingRequestSchema,
          request,
          (body) => ({ url: paths.agentManagement.publishing(gptSystemId), method: 'PUT', body }),
          send,
        ),
      responseSchema: gptSystemSchema,
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : agentChanged(gptSystemId),
    }),
    deleteGptSystem: build.mutation<void, string>({
      query: (gptSystemId) => ({
        url: paths.agentManagement.commonOne(gptSystemId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, gptSystemId) => (error ? [] : agentChanged(gptSystemId)),
    }),
    listAgentPrompts: build.query<AgentPromptList, string>({
      query: (gptSystemId) => paths.agentManagement.prompts(gptSystemId),
      responseSchema: agentPromptListSchema,
      providesTags: (_result, _error, gptSystemId) => [{ type: 'AgentPrompt', id: gptSystemId }],
    }),
    createAgentPrompt: build.mutation<
      AgentPrompt,
      { gptSystemId: string; input: AgentPromptInput }
    >({
      queryFn: ({ gptSystemId, input }, _api, _extraOptions, send) =>
        sendValidated<AgentPromptInput, AgentPrompt>(
          agentPromptInputSchema,
          input,
          (body) => ({ url: paths.agentManagement.prompts(gptSystemId), method: 'POST', body }),
          send,
        ),
      responseSchema: agentPromptSchema,
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : promptsChanged(gptSystemId),
    }),
    updateAgentPrompt: build.mutation<
      AgentPrompt,
      { gptSystemId: string; promptId: string; input: AgentPromptInput }
    >({
      queryFn: ({ gptSystemId, promptId, input }, _api, _extraOptions, send) =>
        sendValidated<AgentPromptInput, AgentPrompt>(
          agentPromptInputSchema,
          input,
          (body) => ({
            url: paths.agentManagement.prompt(gptSystemId, promptId),
            method: 'PUT',
            body,
          }),
          send,
        ),
      responseSchema: agentPromptSchema,
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : promptsChanged(gptSystemId),
    }),
    deleteAgentPrompt: build.mutation<void, { gptSystemId: string; promptId: string }>({
      query: ({ gptSystemId, promptId }) => ({
        url: paths.agentManagement.prompt(gptSystemId, promptId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : promptsChanged(gptSystemId),
    }),
    uploadAgentAvatar: build.mutation<AvatarVersion, AgentAvatarUploadArgs>({
      queryFn: async ({ gptSystemId, file, fileName }, _api, _extraOptions, send) => {
        if (file.size === 0) {
          return invalidInput([{ path: ['file'], message: 'The avatar file must not be empty' }]);
        }
        const form = new FormData();
        form.append(uploadFormFields.file, file, fileName);
        const result = await send({
          url: paths.agentManagement.avatar(gptSystemId),
          method: 'POST',
          body: form,
        });
        return result.error ? { error: result.error } : { data: result.data as AvatarVersion };
      },
      responseSchema: avatarVersionSchema,
      invalidatesTags: (_result, error, { gptSystemId }) =>
        error ? [] : agentChanged(gptSystemId),
    }),
    deleteAgentAvatar: build.mutation<void, string>({
      query: (gptSystemId) => ({
        url: paths.agentManagement.avatar(gptSystemId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, gptSystemId) => (error ? [] : agentChanged(gptSystemId)),
    }),
  }),
});

export const {
  useCreateAgentPromptMutation,
  useDeleteAgentAvatarMutation,
  useDeleteAgentPromptMutation,
  useDeleteGptSystemMutation,
  useGetPersonalGptSystemQuery,
  useListAgentPromptsQuery,
  useListPersonalGptSystemsQuery,
  useUpdateAgentPromptMutation,
  useUpdatePublishingMutation,
  useUploadAgentAvatarMutation,
} = agentManagementApi;
