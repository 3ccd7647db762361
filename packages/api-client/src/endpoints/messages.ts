import { messageInputSchema, messagePageSchema, messageSchema, paths } from '@parley/api-contract';
import type { Message, MessageInput, MessagePage } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

const messageList = { type: 'Message' as const, id: 'LIST' as const };

/** `GET, POST /api/messages` (chat-spec section 7, "Other"). */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<MessagePage, { continuationToken?: string }>({
      query: ({ continuationToken }) => ({ url: paths.messages(), params: { continuationToken } }),
      responseSchema: messagePageSchema,
      providesTags: [messageList],
    }),
    postMessage: build.mutation<Message, MessageInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<MessageInput, Message>(
          messageInputSchema,
          input,
          (body) => ({ url: paths.messages(), method: 'POST', body }),
          send,
        ),
      responseSchema: messageSchema,
      invalidatesTags: (_result, error) => (error ? [] : [messageList]),
    }),
  }),
});

export const { useListMessagesQuery, usePostMessageMutation } = messagesApi;
