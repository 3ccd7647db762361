export { AgentAvatar } from './components/agent-avatar';
export {
  agentLabel,
  agentStanding,
  BANNED_AGENT_LABEL,
  BLOCKED_AGENT_LABEL,
  canEditAgent,
} from './components/agent-label';
export { conversationTestIds } from './test-ids';
export { useConversationText } from './i18n/conversation-text';
export { tourTargets, tourTargetSelector } from './tour/tour-targets';
export type { AgentAvatarProps } from './components/agent-avatar';
export type { AgentIdentity, AgentPermissions, AgentStanding } from './components/agent-label';
export type { TourTarget } from './tour/tour-targets';

export { AgentIntroduction } from './conversation/agent-introduction';
export { AnsweringContext } from './conversation/answering-context';
export { blobFailureMessage, saveBase64File } from './conversation/blob-files';
export { chatTypeFeatures, showsExecutionDetails } from './conversation/chat-type';
export { citationFileName } from './conversation/citation-file-name';
export { conversationColumnMaxWidth } from './conversation/column-width';
export { conversationMessages } from './conversation/conversation-messages';
export { ConversationRow } from './conversation/conversation-row';
export { ConversationTurn } from './conversation/conversation-turn';
export { ExecutionDetailsDrawer } from './conversation/lazy-execution-details-drawer';
export { MessageList, JUMP_TO_LATEST_LABEL } from './conversation/message-list';
export { storedTurnProps } from './conversation/stored-turn-props';
export { StreamAnnouncer } from './conversation/stream-announcer';
export { streamedTurnProps } from './conversation/streamed-turn-props';
export { useAnswerActions } from './conversation/use-answer-actions';
export { useReadAloud } from './conversation/use-read-aloud';
export { SpeakingAvatarPanel } from './conversation/speaking-avatar-panel';
export { useSpeakingAvatar } from './conversation/use-speaking-avatar';
export { useCitationPassage } from './conversation/use-citation-passage';
export {
  useConversationDispatch,
  useConversationSelector,
} from './conversation/use-conversation-dispatch';
export { useConversationRows } from './conversation/use-conversation-rows';
export { useStreamPosition } from './conversation/use-stream-position';
export type { AgentIntroductionProps } from './conversation/agent-introduction';
export type { ChatType, ChatTypeFeatures } from './conversation/chat-type';
export type { ConversationRowProps } from './conversation/conversation-row';
export type { SpeakingAvatarPanelProps } from './conversation/speaking-avatar-panel';
export type { AvatarFailure, AvatarStatus } from './conversation/use-speaking-avatar';
export type { ConversationTurnProps } from './conversation/conversation-turn';
export type { ExecutionDetailsDrawerProps } from './conversation/execution-details-drawer';
export type { MessageListProps } from './conversation/message-list';
export type { StoredTurnHandlers, StoredTurnProps } from './conversation/stored-turn-props';
export type { ConversationState } from './conversation/use-conversation-dispatch';
export type { ConversationRows, StreamPosition } from './conversation/use-conversation-rows';

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
export { useGuidelinesConsent } from './conversation/composer/use-guidelines-consent';
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

export { TestChat } from './test-chat/test-chat';
export { testChatMessages } from './test-chat/test-chat-messages';
export type { TestChatProps } from './test-chat/test-chat';
