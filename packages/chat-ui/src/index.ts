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
export { AgentCatalog } from './agents/agent-catalog';
export { AGENTS_PAGE_TITLE, AgentsScreen } from './agents/agents-screen';
export { OpenPersonalAgentEditorScreen } from './agents/open-personal-agent-editor-screen';
export { PersonalAgentEditorScreen } from './agents/personal-agent-editor-screen';
export { SharedAgentScreen } from './agents/shared-agent-screen';
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
// The agent's avatar and label rules and the tour's targets live in conversation-ui since the
// conversation parts moved there; they stay part of chat-ui's API (the sidebar, the tour).
export {
  AgentAvatar,
  agentLabel,
  agentStanding,
  BANNED_AGENT_LABEL,
  BLOCKED_AGENT_LABEL,
  canEditAgent,
  tourTargets,
  tourTargetSelector,
} from '@parley/conversation-ui';
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
export type { AgentCatalogProps, ViewMode } from './agents/agent-catalog';
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
export type {
  AgentAvatarProps,
  AgentIdentity,
  AgentPermissions,
  AgentStanding,
  TourTarget,
} from '@parley/conversation-ui';
