import {
  paths,
  userPromptInputSchema,
  userPromptListSchema,
  userPromptSchema,
} from '@parley/api-contract';
import type { UserPrompt, UserPromptInput, UserPromptList } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

const promptList = { type: 'UserPrompt' as const, id: 'LIST' as const };

/** The prompts a user saved for themselves (chat-spec section 7, "User prompts"). */
export const userPromptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUserPrompts: build.query<UserPromptList, void>({
      query: () => paths.userPrompts.list(),
      responseSchema: userPromptListSchema,
      providesTags: (list) => [
        promptList,
        ...(list?.items ?? []).map(({ promptId }) => ({
          type: 'UserPrompt' as const,
          id: promptId,
        })),
      ],
    }),
    createUserPrompt: build.mutation<UserPrompt, UserPromptInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<UserPromptInput, UserPrompt>(
          userPromptInputSchema,
          input,
          (body) => ({ url: paths.userPrompts.list(), method: 'POST', body }),
          send,
        ),
      responseSchema: userPromptSchema,
      invalidatesTags: (_result, error) => (error ? [] : [promptList]),
    }),
    updateUserPrompt: build.mutation<UserPrompt, { promptId: string; input: UserPromptInput }>({
      queryFn: ({ promptId, input }, _api, _extraOptions, send) =>
        sendValidated<UserPromptInput, UserPrompt>(
          userPromptInputSchema,
          input,
          (body) => ({ url: paths.userPrompts.one(promptId), method: 'PUT', body }),
          send,
        ),
      responseSchema: userPromptSchema,
      invalidatesTags: (_result, error, { promptId }) =>
        error ? [] : [{ type: 'UserPrompt', id: promptId }],
    }),
    deleteUserPrompt: build.mutation<void, string>({
      query: (promptId) => ({ url: paths.userPrompts.one(promptId), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [promptList]),
    }),
  }),
});

export const {
  useCreateUserPromptMutation,
  useDeleteUserPromptMutation,
  useListUserPromptsQuery,
  useUpdateUserPromptMutation,
} = userPromptsApi;
