import {
  moderationReportCreatedSchema,
  moderationReportPaths,
  newModerationReportSchema,
} from '@parley/api-contract';
import type { ModerationReportCreated, NewModerationReport } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

/** Reporting a personal agent shared with the user (issue 18): the chat's one moderation call. */
export const moderationReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportAgent: build.mutation<ModerationReportCreated, NewModerationReport>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<NewModerationReport, ModerationReportCreated>(
          newModerationReportSchema,
          input,
          (body) => ({ url: moderationReportPaths.report(), method: 'POST', body }),
          send,
        ),
      responseSchema: moderationReportCreatedSchema,
      invalidatesTags: (_created, error) =>
        error ? [] : [{ type: 'ModerationReport', id: 'LIST' }],
    }),
  }),
});

export const { useReportAgentMutation } = moderationReportsApi;
