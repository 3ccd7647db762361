import { noticeDismissalSchema, noticeListSchema, paths } from '@parley/api-contract';
import type { NoticeDismissal, NoticeList } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

const currentNotices = { type: 'Notice' as const, id: 'CURRENT' as const };

/**
 * `GET, POST /api/messages` (chat-spec section 7, "Other"; issue 20): the user's current platform
 * notices, and dismissing one. A dismissal hides the notice at once (an optimistic update of the
 * list) and puts it back if the server refuses; the server keeps it dismissed for the next load.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotices: build.query<NoticeList, void>({
      query: () => paths.messages(),
      responseSchema: noticeListSchema,
      providesTags: [currentNotices],
    }),
    dismissNotice: build.mutation<void, NoticeDismissal>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<NoticeDismissal, void>(
          noticeDismissalSchema,
          input,
          (body) => ({ url: paths.messages(), method: 'POST', body }),
          send,
        ),
      async onQueryStarted({ messageId }, { dispatch, queryFulfilled }) {
        const hidden = dispatch(
          messagesApi.util.updateQueryData('listNotices', undefined, (list) => {
            list.items = list.items.filter((notice) => notice.messageId !== messageId);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          hidden.undo();
        }
      },
    }),
  }),
});

export const { useListNoticesQuery, useDismissNoticeMutation } = messagesApi;
