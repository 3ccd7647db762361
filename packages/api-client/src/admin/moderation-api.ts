import {
  moderationDecisionInputSchema,
  moderationPaths,
  moderationReportConversationSchema,
  moderationReportListSchema,
  moderationReportSchema,
  openReportCountSchema,
} from '@parley/api-contract';
import type {
  ModerationDecisionInput,
  ModerationReport,
  ModerationReportConversation,
  ModerationReportList,
  OpenReportCount,
  ReportStatus,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const reportList = { type: 'ModerationReport' as const, id: 'LIST' };
const reportTag = (moderationReportId: string) => ({
  type: 'ModerationReport' as const,
  id: moderationReportId,
});

export interface SubmitDecisionArgs {
  moderationReportId: string;
  decision: ModerationDecisionInput;
}

/**
 * Moderation (admin-spec section 7): the reports by status, the open count (the menu's badge), a
 * report, its conversation's last messages, and the decision. A decision refetches every report
 * (a ban or a bulk decision resolves others too), the agents' lists and the audit log; a refused
 * one (409: resolved meanwhile by someone else) refetches them as well, so the page shows it.
 */
export const moderationAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listModerationReports: build.query<ModerationReportList, ReportStatus>({
      query: (reportStatus) => ({ url: moderationPaths.list(), params: { reportStatus } }),
      responseSchema: moderationReportListSchema,
      providesTags: [reportList],
    }),
    getOpenReportCount: build.query<OpenReportCount, void>({
      query: () => moderationPaths.openCount(),
      responseSchema: openReportCountSchema,
      providesTags: [reportList],
    }),
    getModerationReport: build.query<ModerationReport, string>({
      query: (moderationReportId) => moderationPaths.one(moderationReportId),
      responseSchema: moderationReportSchema,
      providesTags: (_report, _error, moderationReportId) => [reportTag(moderationReportId)],
    }),
    getModerationReportConversation: build.query<ModerationReportConversation, string>({
      query: (moderationReportId) => moderationPaths.conversation(moderationReportId),
      responseSchema: moderationReportConversationSchema,
    }),
    submitModerationDecision: build.mutation<ModerationReport, SubmitDecisionArgs>({
      queryFn: ({ moderationReportId, decision }, _api, _extraOptions, send) =>
        sendValidated<ModerationDecisionInput, ModerationReport>(
          moderationDecisionInputSchema,
          decision,
          (body) => ({ url: moderationPaths.decision(moderationReportId), method: 'POST', body }),
          send,
        ),
      responseSchema: moderationReportSchema,
      invalidatesTags: (_report, error, { moderationReportId }) =>
        error && !('status' in error && error.status === 409)
          ? []
          : [
              { type: 'ModerationReport', id: 'LIST' },
              reportTag(moderationReportId),
              'AdminUser',
              { type: 'AuditEntry', id: 'LIST' },
              { type: 'GptSystem', id: 'MANAGED' },
            ],
    }),
  }),
});

export const {
  useGetModerationReportConversationQuery,
  useGetModerationReportQuery,
  useGetOpenReportCountQuery,
  useListModerationReportsQuery,
  useSubmitModerationDecisionMutation,
} = moderationAdminApi;
