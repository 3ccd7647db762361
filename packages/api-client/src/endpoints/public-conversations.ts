import {
  conversationSchema,
  gptSystemDetailsForConversationSchema,
  paths,
  promptsForConversationSchema,
  publicChatSessionSchema,
} from '@parley/api-contract';
import type {
  Conversation,
  GptSystemDetailsForConversation,
  PromptsForConversation,
  PublicChatSession,
  UpdateSelectedLeafRequest,
} from '@parley/api-contract';
import { baseApi } from '../base-api';

/**
 * Anonymous visitors' conversations (chat-spec section 7, "Public conversations"). Questions go
 * through the stream thunks; these are the plain calls around them.
 */
export const publicConversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A new anonymous session on an endpoint. Its answer carries the session header (a name
     * beginning x-cosmos), which the base query stores and sends back on every later call.
     */
    startPublicChatSession: build.mutation<PublicChatSession, string>({
      query: (gptPublicEndpoint) => ({
        url: paths.publicConversations.session(gptPublicEndpoint),
        method: 'POST',
      }),
      responseSchema: publicChatSessionSchema,
    }),
    getPublicConversation: build.query<Conversation, string>({
      query: (conversationId) => paths.publicConversations.one(conversationId),
      responseSchema: conversationSchema,
      providesTags: (_result, _error, conversationId) => [
        { type: 'PublicConversation', id: conversationId },
      ],
    }),
    getPublicGptSystemDetailsForConversation: build.query<GptSystemDetailsForConversation, string>({
      query: (sessionIdentifier) =>
        paths.publicConversations.gptSystemDetailsForConversation(sessionIdentifier),
      responseSchema: gptSystemDetailsForConversationSchema,
    }),
    getPublicPromptsForConversation: build.query<PromptsForConversation, string>({
      query: (sessionIdentifier) =>
        paths.publicConversations.promptsForConversation(sessionIdentifier),
      responseSchema: promptsForConversationSchema,
    }),
    updatePublicSelectedLeafSegmentId: build.mutation<
      void,
      { conversationId: string } & UpdateSelectedLeafRequest
    >({
      query: ({ conversationId, selectedLeafSegmentId }) => ({
        url: paths.publicConversations.updateSelectedLeafSegmentId(conversationId),
        method: 'PUT',
        body: { selectedLeafSegmentId },
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'PublicConversation', id: conversationId }],
    }),
  }),
});

export const {
  useStartPublicChatSessionMutation,
  useGetPublicConversationQuery,
  useGetPublicGptSystemDetailsForConversationQuery,
  useGetPublicPromptsForConversationQuery,
  useUpdatePublicSelectedLeafSegmentIdMutation,
} = publicConversationsApi;
