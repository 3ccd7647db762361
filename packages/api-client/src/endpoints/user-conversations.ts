import {
  conversationPageSchema,
  conversationSchema,
  paths,
  updateTitleRequestSchema,
} from '@parley/api-contract';
import type {
  Conversation,
  ConversationPage,
  UpdateSelectedLeafRequest,
  UpdateTitleRequest,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

/** Which of the Chats sub-tabs a conversation list feeds. */
export type ConversationListKind = 'history' | 'archived';

const LIST = 'LIST' as const;

/** The lists a conversation moves between when it is archived, unarchived or deleted. */
const bothLists = [
  { type: 'Conversation' as const, id: LIST },
  { type: 'ArchivedConversation' as const, id: LIST },
];

export const userConversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The History and Archived lists as infinite queries: page after page by continuation token
     * (chat-spec section 7), all pages refetched together when a mutation invalidates the list.
     */
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
        { type: kind === 'history' ? 'Conversation' : 'ArchivedConversation', id: LIST },
      ],
    }),
    getConversation: build.query<Conversation, string>({
      query: (conversationId) => paths.userConversations.one(conversationId),
      responseSchema: conversationSchema,
      providesTags: (_conversation, _error, conversationId) => [
        { type: 'Conversation', id: conversationId },
      ],
    }),
    deleteConversation: build.mutation<void, string>({
      query: (conversationId) => ({
        url: paths.userConversations.one(conversationId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : bothLists),
    }),
    archiveConversation: build.mutation<void, string>({
      query: (conversationId) => ({
        url: paths.userConversations.archive(conversationId),
        method: 'PUT',
      }),
      invalidatesTags: (_result, error, conversationId) =>
        error ? [] : [...bothLists, { type: 'Conversation', id: conversationId }],
    }),
    unarchiveConversation: build.mutation<void, string>({
      query: (conversationId) => ({
        url: paths.userConversations.unArchive(conversationId),
        method: 'PUT',
      }),
      invalidatesTags: (_result, error, conversationId) =>
        error ? [] : [...bothLists, { type: 'Conversation', id: conversationId }],
    }),
    /** Optimistic: every cached list and the open conversation show the new title at once. */
    renameConversation: build.mutation<void, { conversationId: string; title: string }>({
      queryFn: ({ conversationId, title }, _api, _extraOptions, send) =>
        sendValidated<UpdateTitleRequest, void>(
          updateTitleRequestSchema,
          { title },
          (body) => ({
            url: paths.userConversations.updateTitle(conversationId),
            method: 'PUT',
            body,
          }),
          send,
        ),
      async onQueryStarted({ conversationId, title }, { dispatch, getState, queryFulfilled }) {
        const newTitle = title.trim();
        const rename = (item: { conversationId: string; title: string }) => {
          if (item.conversationId === conversationId) item.title = newTitle;
        };
        const patches = [
          dispatch(
            userConversationsApi.util.updateQueryData(
              'getConversation',
              conversationId,
              (draft) => {
                draft.title = newTitle;
              },
            ),
          ),
        ];
        for (const cached of userConversationsApi.util.selectInvalidatedBy(getState(), bothLists)) {
          if (cached.endpointName !== 'listConversationPages') continue;
          patches.push(
            dispatch(
              userConversationsApi.util.updateQueryData(
                'listConversationPages',
                cached.originalArgs as ConversationListKind,
                (draft) => draft.pages.forEach((page) => page.items.forEach(rename)),
              ),
            ),
          );
        }
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    updateSelectedLeafSegmentId: build.mutation<
      void,
      { conversationId: string } & UpdateSelectedLeafRequest
    >({
      query: ({ conversationId, selectedLeafSegmentId }) => ({
        url: paths.userConversations.updateSelectedLeafSegmentId(conversationId),
        method: 'PUT',
        body: { selectedLeafSegmentId },
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'Conversation', id: conversationId }],
    }),
    /** The conversation as text, for the caller to save under `exportFileName(title)`. */
    exportConversation: build.query<string, string>({
      query: (conversationId) => paths.userConversations.export(conversationId),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useArchiveConversationMutation,
  useDeleteConversationMutation,
  useGetConversationQuery,
  useLazyExportConversationQuery,
  useListConversationPagesInfiniteQuery,
  useRenameConversationMutation,
  useUnarchiveConversationMutation,
  useUpdateSelectedLeafSegmentIdMutation,
} = userConversationsApi;
