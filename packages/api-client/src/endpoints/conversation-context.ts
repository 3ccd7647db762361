import {
  gptSystemDetailsForConversationSchema,
  paths,
  promptsForConversationSchema,
} from '@parley/api-contract';
import type { GptSystemDetailsForConversation, PromptsForConversation } from '@parley/api-contract';
import { baseApi } from '../base-api';

/** What the chat page needs about the agent it talks to. */
export const conversationContextApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGptSystemDetailsForConversation: build.query<GptSystemDetailsForConversation, string>({
      query: (gptSystemId) => paths.gptSystems.detailsForConversation(gptSystemId),
      responseSchema: gptSystemDetailsForConversationSchema,
      providesTags: (_result, _error, gptSystemId) => [
        { type: 'ConversationContext', id: gptSystemId },
      ],
    }),
    getPromptsForConversation: build.query<PromptsForConversation, string>({
      query: (gptSystemId) => paths.gptSystems.promptsForConversation(gptSystemId),
      responseSchema: promptsForConversationSchema,
      providesTags: (_result, _error, gptSystemId) => [
        { type: 'ConversationContext', id: gptSystemId },
      ],
    }),
  }),
});

export const { useGetGptSystemDetailsForConversationQuery, useGetPromptsForConversationQuery } =
  conversationContextApi;
