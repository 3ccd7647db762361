export {
  actionAreas,
  actionSchema,
  adminGptSystemListSchema,
  adminGptSystemSchema,
  adminLimits,
  adminMessages,
  administrativeActions,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSummarySchema,
  adminUserUpdateSchema,
  auditEntityTypes,
  auditEntrySchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  chatAccessPolicyInputSchema,
  chatAccessPolicyListSchema,
  chatAccessPolicySchema,
  directoryGroupListSchema,
  directoryGroupSchema,
  newAdminUserSchema,
  roleInputSchema,
  roleListSchema,
  roleSchema,
  roleUserListSchema,
} from './admin-access';
export {
  instanceApiKeyInputSchema,
  instanceApiKeyKinds,
  instanceApiKeyKindSchema,
  instanceApiKeyMaxLength,
  instanceApiKeyMessages,
  instanceApiKeyMinLength,
  instanceApiKeySchema,
  brandingLimits,
  brandingMessages,
  instanceBrandingSettingsSchema,
  instancePersonalAgentSettingsSchema,
  maxAgentsPerUserLimit,
  personalAgentSettingsMessages,
} from './admin-instance-settings';
export {
  budgetLimits,
  budgetMessages,
  budgetPeriods,
  budgetSettingSchema,
  budgetSettingsSchema,
  budgetStateSchema,
  budgetWarns,
  updateBudgetSettingsRequestSchema,
} from './admin-budget';
export type {
  BudgetPeriod,
  BudgetSetting,
  BudgetSettings,
  BudgetState,
  UpdateBudgetSettingsRequest,
} from './admin-budget';
export {
  defaultDeploymentSchema,
  deploymentLimits,
  deploymentMessages,
  deploymentNamePattern,
  deploymentPaths,
  deploymentRoutes,
  deploymentSources,
  modelDeploymentInputSchema,
  modelDeploymentListSchema,
  modelDeploymentProblems,
  modelDeploymentSchema,
  modelProviders,
  modelProviderSchema,
  newModelDeploymentSchema,
  providerFields,
} from './admin-deployments';
export type {
  DefaultDeployment,
  DeploymentSource,
  ModelDeploymentInput,
  ModelDeploymentList,
  ModelDeploymentView,
  ModelProviderName,
  NewModelDeployment,
  ProviderField,
} from './admin-deployments';
export {
  adminGuidelinesDocumentSchema,
  guidelinesDocumentAgentSchema,
  guidelinesDocumentInputSchema,
  guidelinesDocumentListSchema,
  guidelinesLimits,
  guidelinesMessages,
  guidelinesPaths,
  guidelinesRoutes,
  guidelinesSectionInputSchema,
  guidelinesSectionOrderSchema,
  guidelinesTemplateInputSchema,
  guidelinesTemplateListSchema,
  guidelinesTemplateSchema,
  guidelinesTemplateSectionSchema,
  newGuidelinesDocumentSchema,
} from './admin-guidelines';
export type {
  AdminGuidelinesDocument,
  GuidelinesDocumentAgent,
  GuidelinesDocumentInput,
  GuidelinesDocumentList,
  GuidelinesDocumentSummary,
  GuidelinesSectionInput,
  GuidelinesSectionOrder,
  GuidelinesTemplate,
  GuidelinesTemplateInput,
  GuidelinesTemplateList,
  GuidelinesTemplateSection,
  GuidelinesTemplateSummary,
  NewGuidelinesDocument,
} from './admin-guidelines';
export {
  hipaaDeploymentSchema,
  hipaaGuarantees,
  hipaaMessages,
  hipaaSettingsSchema,
  updateHipaaSettingsRequestSchema,
} from './admin-hipaa';
export type { HipaaDeployment, HipaaSettings, UpdateHipaaSettingsRequest } from './admin-hipaa';
export { actions, adminMenu, allActions, canOpenManagement, visibleAdminMenu } from './actions';
export {
  generateTokenRequestSchema,
  generateTokenResponseSchema,
  identityProviderSchema,
  productTokenClaimsSchema,
} from './authorization';
export {
  adminBrandListSchema,
  adminBrandSchema,
  brandContrastProblems,
  brandFieldLabels,
  brandImageSlots,
  brandImageUploadSchema,
  brandInputSchema,
  brandKeyPattern,
  brandLimits,
  brandMessages,
  defaultBrandKeySchema,
  hostNameProblem,
  newBrandSchema,
  normalizedHostName,
} from './admin-brands';
export {
  brandSchema,
  brandThemeResponseSchema,
  brandThemeSchema,
  DEFAULT_BRAND_COLORS,
  loginAlignmentSchema,
} from './brand';
export { colorScale, contrastRatio, readableTextOn, relativeLuminance } from './brand-colors';
export type { ColorScale } from './brand-colors';
export {
  continuationQuerySchema,
  errorBodySchema,
  fieldErrorSchema,
  idSchema,
  isoDateTimeSchema,
  pageSchema,
} from './common';
export { containsNulCharacter, NUL_CHARACTER_MESSAGE, nulCharacterPaths } from './input-text';
export {
  ANALYTICS_EXPORT_FILE_NAME,
  APP_VERSION,
  CREATE_CONFIG_STATE_FAILED,
  DEFAULT_AGENT_NAME,
  DEFAULT_BRAND_KEY,
  DEFAULT_PRODUCT_NAME,
  delays,
  layout,
  limits,
  TOKEN_VERSION,
  tour,
  UNNAMED_AGENT_LABEL,
} from './constants';
export {
  attachmentReferenceSchema,
  attachmentTypeSchema,
  citationDownloadQuerySchema,
  citationDownloadSchema,
  citationSchema,
  citationsResponseSchema,
  conversationGptSystemSchema,
  conversationListItemSchema,
  conversationPageSchema,
  conversationSchema,
  conversationSegmentSchema,
  executionDetailsSchema,
  exportFileName,
  feedbackRatingSchema,
  feedbackRequestSchema,
  generatedImageSchema,
  listConversationsQuerySchema,
  openAIFileReferenceSchema,
  postSegmentRequestSchema,
  segmentFeedbackSchema,
  segmentStatusSchema,
  startConversationRequestSchema,
  traceLogSchema,
  traceLogsSchema,
  updateSelectedLeafRequestSchema,
  updateTitleRequestSchema,
  visionImageReferenceSchema,
} from './conversation';
export {
  availableGptSystemsSchema,
  currentUserDetailsSchema,
  personalAgentSettingsSchema,
  pinnedGptSystemsSchema,
  recentGptSystemsSchema,
  userRoleSchema,
  userRolesWithResolvedActionsSchema,
} from './current-user';
export {
  agentPromptSchema,
  answeredWithGptSystemSchema,
  capabilityTypeSchema,
  gptSystemDetailsForConversationSchema,
  gptSystemSchema,
  gptSystemTypeSchema,
  guidelinesDocumentReferenceSchema,
  moderationStatusSchema,
  ownershipSchema,
  promptsForConversationSchema,
  publishingStateSchema,
} from './gpt-system';
export {
  guidelinesConsentListSchema,
  guidelinesConsentMessages,
  guidelinesConsentRequestSchema,
  guidelinesConsentSchema,
  guidelinesSectionSchema,
  publicGuidelinesDocumentSchema,
} from './guidelines';
export { healthResponseSchema, healthStatusSchema } from './health';
export { ADMIN_API_PREFIX, API_PREFIX, paths, routes } from './paths';
export {
  PUBLIC_SESSION_HEADER,
  publicChatSessionSchema,
  rateLimitMessage,
  unavailableEndpointMessage,
} from './public-chat';
export {
  buildInfoSchema,
  entraIdSettingsSchema,
  featureFlagsSchema,
  instanceSettingsSchema,
  oidcSettingsSchema,
  SETTINGS_VERSION_HEADER,
} from './settings';
export {
  parseStreamEvent,
  SESSION_TOKEN_HEADER_PREFIX,
  STREAM_RESPONSE_HEADERS,
  streamEventNames,
  streamEventSchemas,
} from './stream-events';
export {
  promptInputMessages,
  userPromptInputSchema,
  userPromptListSchema,
  userPromptSchema,
} from './user-prompts';
export {
  attachmentFileExtensions,
  CONVERSATION_ATTACHMENT_CONTEXT,
  fileContentSchema,
  uploadFormFields,
  visionImageMimeTypes,
  agentAvatarAccept,
  agentAvatarFileMessages,
  agentAvatarFileProblem,
  agentAvatarFileRule,
  agentAvatarMimeTypes,
  imageFileMessages,
  imageFileProblem,
} from './file-content';
export type { ImageFileRule } from './file-content';

export {
  agentPromptInputSchema,
  agentPromptListSchema,
  avatarVersionSchema,
  identiconFileName,
  managedGptSystemPageSchema,
  managedGptSystemSchema,
  updatePublishingRequestSchema,
} from './agent-management';
export {
  adminGptSystemDetailsSchema,
  agentPublicChatSchema,
  isOrigin,
  originProblem,
  publicChatLimits,
  publicChatMessages,
  publicChatRateLimitFields,
  repeatedOrigin,
  updateAgentPublicChatRequestSchema,
} from './agent-public-chat';
export {
  agentVersionListSchema,
  agentVersionSchema,
  configStateSchema,
  configurationTemplateSchema,
  configurationInputSchema,
  configurationLimits,
  configurationSchema,
  createConfigStateByTypeQuerySchema,
  dataSourceSchema,
  dataSourcesAndCapabilitiesSchema,
  guidelinesDocumentChoiceSchema,
  dataSourceTypeListSchema,
  dataSourceTypeSchema,
  deploymentListSchema,
  deploymentSchema,
  updateConfigStateResponseSchema,
} from './config-state';
export {
  MESSAGE_TEXT_MAX_LENGTH,
  messageInputSchema,
  messagePageSchema,
  messageSchema,
} from './messages';
export { connectVideoRequestSchema, connectVideoResponseSchema } from './text-to-speech';

export type { Action, AdminMenuItem, FeatureName } from './actions';
export type {
  ActionArea,
  AdminGptSystem,
  AdminGptSystemList,
  AdminUser,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserSummary,
  AdminUserUpdate,
  AuditEntry,
  AuditExportQuery,
  AuditPage,
  AuditQuery,
  ChatAccessPolicy,
  ChatAccessPolicyInput,
  DirectoryGroup,
  NewAdminUser,
  Role,
  RoleInput,
  RoleList,
  RoleUserList,
} from './admin-access';
export type {
  InstanceApiKey,
  InstanceApiKeyInput,
  InstanceApiKeyKind,
  InstanceBrandingSettings,
  InstancePersonalAgentSettings,
} from './admin-instance-settings';
export type {
  GenerateTokenRequest,
  GenerateTokenResponse,
  IdentityProvider,
  ProductTokenClaims,
} from './authorization';
export type {
  AdminBrandList,
  AdminBrand,
  BrandImageSlot,
  BrandInput,
  DefaultBrandKey,
  NewBrand,
} from './admin-brands';
export type { Brand, BrandTheme, BrandThemeResponse, LoginAlignment } from './brand';
export type { ErrorBody, FieldError, Page } from './common';
export type {
  AttachmentReference,
  AttachmentType,
  Citation,
  CitationDownload,
  CitationsResponse,
  Conversation,
  ConversationGptSystem,
  ConversationListItem,
  ConversationPage,
  ConversationSegment,
  ExecutionDetails,
  FeedbackRating,
  FeedbackRequest,
  GeneratedImage,
  ListConversationsQuery,
  PostSegmentRequest,
  SegmentFeedback,
  SegmentStatus,
  StartConversationRequest,
  TraceLog,
  TraceLogs,
  UpdateSelectedLeafRequest,
  UpdateTitleRequest,
  VisionImageReference,
} from './conversation';
export type {
  AvailableGptSystems,
  CurrentUserDetails,
  PersonalAgentSettings,
  PinnedGptSystems,
  RecentGptSystems,
  UserRole,
  UserRolesWithResolvedActions,
} from './current-user';
export type {
  AgentPrompt,
  AnsweredWithGptSystem,
  CapabilityType,
  GptSystem,
  GptSystemDetailsForConversation,
  GptSystemType,
  GuidelinesDocumentReference,
  ModerationStatus,
  PromptsForConversation,
} from './gpt-system';
export type {
  GuidelinesConsent,
  GuidelinesConsentList,
  GuidelinesConsentRequest,
  GuidelinesSection,
  PublicGuidelinesDocument,
} from './guidelines';
export type { HealthResponse, HealthStatus } from './health';
export type { PublicChatSession } from './public-chat';
export type {
  BuildInfo,
  EntraIdSettings,
  FeatureFlags,
  InstanceSettings,
  OidcSettings,
} from './settings';
export type { StreamEvent, StreamEventData, StreamEventName } from './stream-events';
export type { UserPrompt, UserPromptInput, UserPromptList } from './user-prompts';
export type { FileContent } from './file-content';
export type {
  AdminGptSystemDetails,
  AgentPublicChat,
  PublicChatRateLimitField,
  UpdateAgentPublicChatRequest,
} from './agent-public-chat';
export type {
  AgentPromptInput,
  AgentPromptList,
  AvatarVersion,
  ManagedGptSystem,
  ManagedGptSystemPage,
  UpdatePublishingRequest,
} from './agent-management';
export type {
  AgentVersion,
  AgentVersionList,
  ConfigState,
  ConfigurationTemplate,
  Configuration,
  ConfigurationInput,
  CreateConfigStateByTypeQuery,
  DataSource,
  DataSourcesAndCapabilities,
  GuidelinesDocumentChoice,
  DataSourceType,
  DataSourceTypeList,
  Deployment,
  DeploymentList,
  UpdateConfigStateResponse,
} from './config-state';
export type { Message, MessageInput, MessagePage } from './messages';
export type { ConnectVideoRequest, ConnectVideoResponse } from './text-to-speech';
