export { ServiceStatus } from './components/service-status';
export { PublicChatScreen } from './public-chat/public-chat-screen';
export { PublicChatUnavailable } from './public-chat/public-chat-states';
export { chatTestIds } from './test-ids';
export { ChatShell, GptSystemScreen, PersonalAgentsOnly } from './shell';
export { RELEASE_NOTES, ReleaseNotesScreen } from './drawers/release-notes-screen';
export { Footer } from './footer/footer';
export { useIsTourRunning, useTour } from './tour/tour-context';
export { TourProvider } from './tour/tour-provider';
export { initialTourState, isTourRunning, tourReducer } from './tour/tour-reducer';
export { quickStartTourSteps, validateTourSteps } from './tour/tour-steps';
export { tourTargets, tourTargetSelector } from './tour/tour-targets';
export { AgentCatalog } from './agents/agent-catalog';
export { AgentEditorPlaceholderScreen } from './agents/agent-editor-placeholder-screen';
export { AGENTS_PAGE_TITLE, AgentsScreen } from './agents/agents-screen';
export { AgentAvatar } from './components/agent-avatar';
export {
  agentLabel,
  agentStanding,
  BANNED_AGENT_LABEL,
  BLOCKED_AGENT_LABEL,
  canEditAgent,
} from './components/agent-label';
export { agentMessages } from './components/agent-messages';
export { agentRoutes, useAgentActions } from './components/use-agent-actions';
export { AgentList } from './sidebar/agent-list';
export { AgentRow } from './sidebar/agent-row';
export { ChatSidebar } from './sidebar/chat-sidebar';
export { ConversationItem } from './sidebar/conversation-item';
export { ConversationList } from './sidebar/conversation-list';
export {
  filterByTitle,
  groupConversations,
  historyGroupLabel,
} from './sidebar/group-conversations';
export { QuickCreateAgentDialog, validateAgentName } from './sidebar/quick-create-agent-dialog';
export { sidebarMessages } from './sidebar/sidebar-messages';
export { SEARCH_PLACEHOLDER, TitleSearch } from './sidebar/title-search';
export { conversationRoute } from './sidebar/use-conversation-actions';
export { ConversationScreen } from './conversation/conversation-screen';
export { ConversationTurn } from './conversation/conversation-turn';
export { MessageList, JUMP_TO_LATEST_LABEL } from './conversation/message-list';
export { chatTypeFeatures, showsExecutionDetails } from './conversation/chat-type';
export type { ServiceStatusProps } from './components/service-status';
export type { PublicChatScreenProps } from './public-chat/public-chat-screen';
export type { PersonalAgentsOnlyProps } from './shell';
export type { FooterLogo, FooterProps } from './footer/footer';
export type { TourContextValue, TourControls } from './tour/tour-context';
export type { TourProviderProps } from './tour/tour-provider';
export type {
  StepLifecycle,
  TooltipState,
  TourAction,
  TourActionType,
  TourState,
  TourStatus,
} from './tour/tour-reducer';
export type { TourStep } from './tour/tour-steps';
export type { TourTarget } from './tour/tour-targets';
export type { AgentCatalogProps, ViewMode } from './agents/agent-catalog';
export type { AgentAvatarProps } from './components/agent-avatar';
export type { AgentIdentity, AgentPermissions, AgentStanding } from './components/agent-label';
export type { AgentListProps } from './sidebar/agent-list';
export type { AgentRowProps } from './sidebar/agent-row';
export type { ChatSidebarProps } from './sidebar/chat-sidebar';
export type { ConversationItemProps } from './sidebar/conversation-item';
export type {
  ConversationActions,
  ConversationListProps,
  ConversationListStatus,
} from './sidebar/conversation-list';
export type { ConversationGroup } from './sidebar/group-conversations';
export type { QuickCreateAgentDialogProps } from './sidebar/quick-create-agent-dialog';
export type { TitleSearchProps } from './sidebar/title-search';
export type { ChatType, ChatTypeFeatures } from './conversation/chat-type';
export type { ConversationTurnProps } from './conversation/conversation-turn';
export type { MessageListProps } from './conversation/message-list';
export { CodeBlock } from './markdown/code-block';
export { markdownMessages } from './markdown/markdown-messages';
export { StreamingMarkdown } from './markdown/streaming-markdown';
export type { CodeBlockProps } from './markdown/code-block';
export type { StreamingMarkdownProps } from './markdown/streaming-markdown';
export { Composer } from './conversation/composer/composer';
export { ComposerBar } from './conversation/composer/composer-bar';
export { GuidelinesConsentDialog } from './conversation/composer/guidelines-consent-dialog';
export { GuidelinesNotice } from './conversation/composer/guidelines-notice';
export { composerMessages } from './conversation/composer/input-rules';
export { UploadPreviewList } from './conversation/composer/upload-preview-list';
export { uploadRouteFor } from './conversation/composer/upload-routing';
export { PromptForm } from './conversation/user-prompts/prompt-form';
export { UserPromptsDrawer } from './conversation/user-prompts/user-prompts-drawer';
export {
  UserPromptsPanel,
  userPromptMessages,
} from './conversation/user-prompts/user-prompts-panel';
export type { ComposerAgent, ComposerProps } from './conversation/composer/composer';
export type { ComposerBarProps } from './conversation/composer/composer-bar';
export type { ComposerFeatures, ComposerTarget } from './conversation/composer/composer-target';
export type { GuidelinesConsentDialogProps } from './conversation/composer/guidelines-consent-dialog';
export type { GuidelinesNoticeProps } from './conversation/composer/guidelines-notice';
export type { UploadPreviewListProps } from './conversation/composer/upload-preview-list';
export type { UploadCapabilities, UploadRoute } from './conversation/composer/upload-routing';
export type { UploadItem } from './conversation/composer/use-composer-uploads';
export type { PromptFormProps } from './conversation/user-prompts/prompt-form';
export type { UserPromptsDrawerProps } from './conversation/user-prompts/user-prompts-drawer';
export type { UserPromptsPanelProps } from './conversation/user-prompts/user-prompts-panel';
