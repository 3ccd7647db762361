import {
  citationDownloadSchema,
  citationsResponseSchema,
  executionDetailsSchema,
  feedbackRequestSchema,
  paths,
  traceLogsSchema,
} from '@parley/api-contract';
import type {
  CitationDownload,
  CitationsResponse,
  ExecutionDetails,
  FeedbackRequest,
  TraceLogs,
} from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from './validated-request';

/** A segment of a private conversation. */
export interface SegmentArgs {
  conversationId: string;
  conversationSegmentId: string;
}

export interface CitationDownloadArgs extends SegmentArgs {
  path: string;
  title?: string;
  /** Ask the server to answer as a download. */
  save?: boolean;
  /** A public visitor's conversation (publicConversations paths); private by default. */
  audience?: 'private' | 'public';
}

const segmentTag = ({ conversationSegmentId }: SegmentArgs) => ({
  type: 'Segment' as const,
  id: conversationSegmentId,
});

/** Per-segment calls of chat-spec section 7: feedback, citations, execution details, trace logs. */
export const segmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    giveFeedback: build.mutation<void, SegmentArgs & { feedback: FeedbackRequest }>({
      queryFn: ({ conversationId, conversationSegmentId, feedback }, _api, _extraOptions, send) =>
        sendValidated<FeedbackRequest, void>(
          feedbackRequestSchema,
          feedback,
          (body) => ({
            url: paths.userConversations.feedback(conversationId, conversationSegmentId),
            method: 'POST',
            body,
          }),
          send,
        ),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'Conversation', id: conversationId }],
    }),
    removeFeedback: build.mutation<void, SegmentArgs>({
      query: ({ conversationId, conversationSegmentId }) => ({
        url: paths.userConversations.feedback(conversationId, conversationSegmentId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [{ type: 'Conversation', id: conversationId }],
    }),
    getCitations: build.query<CitationsResponse, SegmentArgs>({
      query: ({ conversationId, conversationSegmentId }) =>
        paths.userConversations.citations(conversationId, conversationSegmentId),
      responseSchema: citationsResponseSchema,
      providesTags: (_result, _error, args) => [segmentTag(args)],
    }),
    downloadCitation: build.query<CitationDownload, CitationDownloadArgs>({
      query: ({ conversationId, conversationSegmentId, path, title, save, audience }) => ({
        url: (audience === 'public'
          ? paths.publicConversations
          : paths.userConversations
        ).citationDownload(conversationId, conversationSegmentId),
        params: { conversationId, conversationSegmentId, path, title, save },
      }),
      responseSchema: citationDownloadSchema,
      keepUnusedDataFor: 0,
    }),
    getExecutionDetails: build.query<ExecutionDetails, SegmentArgs>({
      query: ({ conversationId, conversationSegmentId }) =>
        paths.userConversations.executionDetails(conversationId, conversationSegmentId),
      responseSchema: executionDetailsSchema,
      providesTags: (_result, _error, args) => [segmentTag(args)],
    }),
    getTraceLogs: build.query<TraceLogs, SegmentArgs>({
      query: ({ conversationId, conversationSegmentId }) =>
        paths.userConversations.traceLogs(conversationId, conversationSegmentId),
      responseSchema: traceLogsSchema,
      providesTags: (_result, _error, args) => [segmentTag(args)],
    }),
    /** A file the model produced (code interpreter); the answer is the file's content. */
    getOpenAIFile: build.query<unknown, SegmentArgs & { fileId: string }>({
      query: ({ conversationId, conversationSegmentId, fileId }) =>
        paths.userConversations.openAIFile(conversationId, conversationSegmentId, fileId),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCitationsQuery,
  useGetExecutionDetailsQuery,
  useGetOpenAIFileQuery,
  useGetTraceLogsQuery,
  useGiveFeedbackMutation,
  useLazyDownloadCitationQuery,
  useRemoveFeedbackMutation,
} = segmentsApi;
