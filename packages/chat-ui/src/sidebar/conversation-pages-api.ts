import { baseApi } from '@parley/api-client';
import { conversationPageSchema, paths } from '@parley/api-contract';
import type { ConversationPage } from '@parley/api-contract';

/** Which of the Chats sub-tabs a list feeds. */
export type ConversationListKind = 'history' | 'archived';

/**
 * The conversation lists as RTK Query infinite queries: page after page by continuation token
 * (chat-spec section 7), all pages refetched together when a mutation invalidates the list tags
 * that api-client's conversation mutations already use.
 */
export const conversationPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConversationPages: build.infiniteQuery<
      ConversationPage,
      ConversationListKind,
      string | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.continuationToken,
      },
      query: ({ queryArg, pageParam }) => ({
        url:
          queryArg === 'history'
            ? paths.userConversations.list()
            : paths.userConversations.archived(),
        params: pageParam ? { continuationToken: pageParam } : {},
      }),
      responseSchema: conversationPageSchema,
      providesTags: (_pages, _error, kind) => [
        { type: kind === 'history' ? 'Conversation' : 'ArchivedConversation', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListConversationPagesInfiniteQuery } = conversationPagesApi;
