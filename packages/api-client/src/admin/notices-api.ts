import {
  adminNoticeListSchema,
  adminNoticeSchema,
  noticeInputSchema,
  noticePaths,
} from '@parley/api-contract';
import type { AdminNotice, AdminNoticeList, NoticeInput } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const noticeList = { type: 'Notice' as const, id: 'LIST' };
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

export interface UpdateNoticeArgs {
  noticeId: string;
  input: NoticeInput;
}

/**
 * Platform notices in the console (issue 20): the list, one notice, publish, change and withdraw.
 * Every change refetches the list and the audit log, which records it.
 */
export const noticesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminNotices: build.query<AdminNoticeList, void>({
      query: () => noticePaths.list(),
      responseSchema: adminNoticeListSchema,
      providesTags: (list) => [
        noticeList,
        ...(list?.items ?? []).map(({ noticeId }) => ({ type: 'Notice' as const, id: noticeId })),
      ],
    }),
    getNotice: build.query<AdminNotice, string>({
      query: (noticeId) => noticePaths.one(noticeId),
      responseSchema: adminNoticeSchema,
      providesTags: (_notice, _error, noticeId) => [{ type: 'Notice', id: noticeId }],
    }),
    createNotice: build.mutation<AdminNotice, NoticeInput>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<NoticeInput, AdminNotice>(
          noticeInputSchema,
          input,
          (body) => ({ url: noticePaths.list(), method: 'POST', body }),
          send,
        ),
      responseSchema: adminNoticeSchema,
      invalidatesTags: (_notice, error) => (error ? [] : [noticeList, auditList]),
    }),
    updateNotice: build.mutation<AdminNotice, UpdateNoticeArgs>({
      queryFn: ({ noticeId, input }, _api, _extraOptions, send) =>
        sendValidated<NoticeInput, AdminNotice>(
          noticeInputSchema,
          input,
          (body) => ({ url: noticePaths.one(noticeId), method: 'PUT', body }),
          send,
        ),
      responseSchema: adminNoticeSchema,
      invalidatesTags: (_notice, error, { noticeId }) =>
        error ? [] : [{ type: 'Notice', id: noticeId }, noticeList, auditList],
    }),
    deleteNotice: build.mutation<void, string>({
      query: (noticeId) => ({ url: noticePaths.one(noticeId), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [noticeList, auditList]),
    }),
  }),
});

export const {
  useCreateNoticeMutation,
  useDeleteNoticeMutation,
  useGetNoticeQuery,
  useListAdminNoticesQuery,
  useUpdateNoticeMutation,
} = noticesAdminApi;
