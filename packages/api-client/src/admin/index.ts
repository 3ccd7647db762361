/**
 * The administration calls (`@parley/api-client/admin`, ARCHITECTURE section 12): only the console
 * imports them, so the chat apps never carry their code.
 */
export * from './access-api';
export {
  brandsAdminApi,
  useCreateBrandMutation,
  useDeleteBrandFileMutation,
  useDeleteBrandMutation,
  useGetAdminBrandQuery,
  useGetDefaultBrandKeyQuery,
  useListAdminBrandsQuery,
  useSetDefaultBrandKeyMutation,
  useUpdateBrandMutation,
  useUploadBrandImageMutation,
} from './brands-api';
export type { BrandImageUploadArgs } from './brands-api';
export {
  errorReportsAdminApi,
  useGetErrorReportQuery,
  useListErrorReportsInfiniteQuery,
} from './error-reports-api';
export type { ErrorReportListArgs } from './error-reports-api';
export {
  instanceApiKeysAdminApi,
  useDeleteInstanceApiKeyMutation,
  useGetInstanceApiKeyQuery,
  useSaveInstanceApiKeyMutation,
} from './instance-api-keys-api';
export {
  budgetAdminApi,
  useGetBudgetSettingsQuery,
  useUpdateBudgetSettingsMutation,
} from './budget-api';
export {
  dataSourcesAdminApi,
  useCreateDataSourceMutation,
  useDeleteDataSourceMutation,
  useDeleteLibraryFileMutation,
  useDownloadLibraryFileMutation,
  useGetDataSourceQuery,
  useGetFileLogQuery,
  useGetLibraryFileQuery,
  useLazySearchLibraryQuery,
  useListDataSourcesQuery,
  useListFileChunksInfiniteQuery,
  useListLibraryFilesInfiniteQuery,
  useReprocessLibraryFileMutation,
  useReprocessLibraryMutation,
  useUpdateDataSourceMutation,
  useUploadLibraryFilesMutation,
} from './data-sources-api';
export type {
  CreateDataSourceArgs,
  DataSourceKind,
  LibraryFileArgs,
  LibraryFileListArgs,
  LibraryFileReadArgs,
  SearchLibraryArgs,
  UpdateDataSourceArgs,
  UploadLibraryFilesArgs,
} from './data-sources-api';
export {
  deploymentsAdminApi,
  useCreateModelDeploymentMutation,
  useDeleteModelDeploymentMutation,
  useListModelDeploymentsQuery,
  useSetDefaultDeploymentMutation,
  useUpdateModelDeploymentMutation,
} from './deployments-api';
export type { UpdateDeploymentArgs } from './deployments-api';
export {
  hipaaAdminApi,
  useGetHipaaSettingsQuery,
  useUpdateHipaaSettingsMutation,
} from './hipaa-api';
export {
  instanceSettingsAdminApi,
  useGetBrandingSettingsQuery,
  useGetPersonalAgentSettingsQuery,
  useUpdateBrandingSettingsMutation,
  useUpdatePersonalAgentSettingsMutation,
} from './instance-settings-api';
export {
  guidelinesAdminApi,
  useAddGuidelinesSectionMutation,
  useCreateGuidelinesDocumentMutation,
  useCreateGuidelinesTemplateMutation,
  useDeleteGuidelinesDocumentMutation,
  useDeleteGuidelinesSectionMutation,
  useDeleteGuidelinesTemplateMutation,
  useGetAdminGuidelinesDocumentQuery,
  useGetGuidelinesTemplateQuery,
  useListGuidelinesDocumentsQuery,
  useListGuidelinesTemplatesQuery,
  useOrderGuidelinesSectionsMutation,
  useUpdateGuidelinesDocumentMutation,
  useUpdateGuidelinesSectionMutation,
  useUpdateGuidelinesTemplateMutation,
} from './guidelines-api';
export type {
  AddGuidelinesSectionArgs,
  GuidelinesSectionArgs,
  OrderGuidelinesSectionsArgs,
  UpdateGuidelinesDocumentArgs,
  UpdateGuidelinesSectionArgs,
  UpdateGuidelinesTemplateArgs,
} from './guidelines-api';
export {
  connectionsAdminApi,
  useCreateConnectionMutation,
  useDeleteConnectionMutation,
  useGetConnectionProviderConfigurationQuery,
  useGetConnectionQuery,
  useListConnectionProvidersQuery,
  useListConnectionsQuery,
  useListConnectionUserRolesQuery,
  useRunConnectionMutation,
  useUpdateConnectionMutation,
} from './connections-api';
export type { RunConnectionArgs, UpdateConnectionArgs } from './connections-api';
export {
  moderationAdminApi,
  useGetModerationReportConversationQuery,
  useGetModerationReportQuery,
  useGetOpenReportCountQuery,
  useListModerationReportsQuery,
  useSubmitModerationDecisionMutation,
} from './moderation-api';
export type { SubmitDecisionArgs } from './moderation-api';
export {
  noticesAdminApi,
  useCreateNoticeMutation,
  useDeleteNoticeMutation,
  useGetNoticeQuery,
  useListAdminNoticesQuery,
  useUpdateNoticeMutation,
} from './notices-api';
export type { UpdateNoticeArgs } from './notices-api';
export {
  analyticsAdminApi,
  useGetAnalyticsReportQuery,
  useListAnalyticsAgentsQuery,
} from './analytics-api';
export type { AnalyticsReportArgs } from './analytics-api';
