export { anonymousTokens } from './api-extra';
export { baseApi, tagTypes } from './base-api';
export { baseQuery, retryAfterMs } from './base-query';
export {
  chatStreamSlice,
  codeInterpreterUpdated,
  configStateSelected,
  conversationAndSegmentIdReceived,
  conversationCleared,
  conversationSelected,
  fileRemoved,
  fileUploaded,
  generatedImageLinkReceived,
  gptSystemSelected,
  initialChatStreamState,
  noMoreDataReceived,
  promptImageRemoved,
  promptImageUploaded,
  questionStarted,
  responseModelReceived,
  responseUpdated,
  segmentAnsweredWithGptSystem,
  sessionTokensReceived,
  stepUpdated,
  streamAborted,
  streamErrorReceived,
  streamFinished,
  streamRequestFulfilled,
  streamRequestRejected,
  thumbnailLoaded,
} from './chat-stream/chat-stream-slice';
export { streamEventAction } from './chat-stream/stream-event-action';
export { brandsApi, useGetBrandThemeQuery } from './endpoints/brands';
export {
  agentManagementApi,
  useCreateAgentPromptMutation,
  useDeleteAgentAvatarMutation,
  useDeleteAgentPromptMutation,
  useDeleteGptSystemMutation,
  useGetPersonalGptSystemQuery,
  useListAgentPromptsQuery,
  useListPersonalGptSystemsQuery,
  useUpdateAgentPromptMutation,
  useUpdatePublishingMutation,
  useUploadAgentAvatarMutation,
} from './endpoints/agent-management';
export { moderationReportsApi, useReportAgentMutation } from './endpoints/moderation-reports';
export {
  configStatesApi,
  refetchAgentLists,
  useCreateConfigStateByGptSystemIdMutation,
  useCreateConfigStateByGptSystemTypeMutation,
  useCreateGptSystemMutation,
  useDeleteConfigStateAvatarMutation,
  useDeleteConfigStateMutation,
  useGetConfigStateConversationQuery,
  useGetConfigStateExecutionDetailsQuery,
  useGetConfigStateQuery,
  useGetConfigStateTraceLogsQuery,
  useGetDataSourcesAndCapabilitiesQuery,
  useListAgentVersionsQuery,
  useListDataSourceTypesQuery,
  useListDeploymentsQuery,
  useRestoreAgentVersionMutation,
  useUpdateConfigStateMutation,
  useUpdateGptSystemMutation,
  useUploadConfigStateAvatarMutation,
} from './endpoints/config-states';
export {
  conversationContextApi,
  useGetGptSystemDetailsForConversationQuery,
  useGetPromptsForConversationQuery,
} from './endpoints/conversation-context';
export {
  currentUserApi,
  useAddGptSystemSharedWithMeMutation,
  useGetAvailableGptSystemsQuery,
  useGetCurrentUserDetailsQuery,
  useGetGuidelinesConsentsQuery,
  useGetPinnedGptSystemsQuery,
  useGetRecentGptSystemsQuery,
  useGetUserRolesWithResolvedActionsQuery,
  usePinGptSystemMutation,
  useUnpinGptSystemMutation,
} from './endpoints/current-user';
export {
  guidelinesApi,
  useConsentToGuidelinesMutation,
  useConsentToPublicGuidelinesMutation,
  useGetGuidelinesDocumentQuery,
  useGetPublicGuidelinesConsentsQuery,
} from './endpoints/guidelines';
export { healthApi, selectHealthCheckIssue, useGetHealthQuery } from './endpoints/health';
export { messagesApi, useDismissNoticeMutation, useListNoticesQuery } from './endpoints/messages';
export {
  publicConversationsApi,
  useGetPublicConversationQuery,
  useGetPublicGptSystemDetailsForConversationQuery,
  useGetPublicPromptsForConversationQuery,
  useStartPublicChatSessionMutation,
  useUpdatePublicSelectedLeafSegmentIdMutation,
} from './endpoints/public-conversations';
export {
  segmentsApi,
  useGetCitationsQuery,
  useGetExecutionDetailsQuery,
  useGetOpenAIFileQuery,
  useGetTraceLogsQuery,
  useGiveFeedbackMutation,
  useLazyDownloadCitationQuery,
  useRemoveFeedbackMutation,
} from './endpoints/segments';
export { citationPassagesApi, useGetCitationPassageQuery } from './endpoints/citation-passages';
export {
  textToSpeechApi,
  useConnectVideoMutation,
  useDisconnectVideoMutation,
  useStopSpeakingMutation,
} from './endpoints/text-to-speech';
export {
  useGetVoiceInputQuery,
  useTranscribeRecordingMutation,
  voiceInputApi,
} from './endpoints/voice-input';
export {
  settingsApi,
  useGetBuildInfoQuery,
  useGetFeaturesQuery,
  useGetInstanceSettingsQuery,
} from './endpoints/settings';
export {
  uploadsApi,
  useGetAttachmentBase64Query,
  useGetAttachmentQuery,
  useGetVisionImageBase64Query,
  useUploadAttachmentMutation,
  useUploadVisionImageMutation,
} from './endpoints/uploads';
export {
  useArchiveConversationMutation,
  useDeleteConversationMutation,
  useGetConversationQuery,
  useLazyExportConversationQuery,
  useListConversationPagesInfiniteQuery,
  useRenameConversationMutation,
  userConversationsApi,
  useUnarchiveConversationMutation,
  useUpdateSelectedLeafSegmentIdMutation,
} from './endpoints/user-conversations';
export {
  useCreateUserPromptMutation,
  useDeleteUserPromptMutation,
  useListUserPromptsQuery,
  userPromptsApi,
  useUpdateUserPromptMutation,
} from './endpoints/user-prompts';
export { parseAsyncTaskErrors, parseErrorText } from './http-errors';
export { createLogger, LogLevel, logger } from './logger';
export { makeStore } from './make-store';
export {
  serviceStatusSlice,
  serviceUnavailableChanged,
} from './service-status/service-status-slice';
export { postConfigStateSegment, startConfigStateConversation } from './stream/config-state-stream';
export { StreamHttpError } from './stream/read-stream';
export { createStreamControl } from './stream/stream-control';
export {
  isPublicChatPath,
  regenerateTokenOnce,
  renewTokenAfterUnauthorized,
} from './token-renewal';
export {
  abortStream,
  postSegment,
  restartConversation,
  selectConversation,
  startConversation,
  startPublicConversation,
} from './stream/stream-thunks';

export type { ApiExtra, TokenFunctions } from './api-extra';
export type {
  ChatStreamState,
  CodeInterpreterStatus,
  QuestionStartedPayload,
  StreamConversationSegment,
  StreamingStatus,
  StreamKind,
  StreamRequestError,
  StreamRequestStatus,
  UploadedImages,
} from './chat-stream/chat-stream-slice';
export type { AgentAvatarUploadArgs } from './endpoints/agent-management';
export type { TranscribeRecordingArgs } from './endpoints/voice-input';
export type {
  ConfigStateAvatarUploadArgs,
  CreateConfigStateByTypeArgs,
} from './endpoints/config-states';
export type { GuidelinesConsentArgs, PublicGuidelinesConsentArgs } from './endpoints/guidelines';
export type { CitationDownloadArgs, SegmentArgs } from './endpoints/segments';
export type { CitationPassageArgs } from './endpoints/citation-passages';
export type { AttachmentUploadArgs, VisionImageUploadArgs } from './endpoints/uploads';
export type { ConversationListKind } from './endpoints/user-conversations';
export type { Logger, LogSink } from './logger';
export type { AppStoreOf, MakeStoreOptions, StoreState } from './make-store';
export type { ServiceStatusState } from './service-status/service-status-slice';
export type { StreamThunk } from './stream/stream-thunk';
export type { StreamControl } from './stream/stream-control';
