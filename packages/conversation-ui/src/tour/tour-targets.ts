/**
 * The chat areas the quick-start tour points at (chat-spec section 2), addressed by
 * `data-tour="..."` on the elements that chat-ui's layout and sidebar and this package's composer
 * render: `<img data-tour={tourTargets.brandLogo} ... />`. The tour itself is chat-ui's.
 */
export const tourTargets = {
  brandLogo: 'brand-logo',
  newChatButton: 'new-chat-button',
  conversationList: 'vertical-conversation-list',
  searchTitlesButton: 'search-titles-button',
  conversationOptions: 'conversation-options-popover',
  chatInputBar: 'chat-input-bar',
  messageInput: 'message-input',
  uploadFileButton: 'upload-file-button',
  showUserPromptButton: 'show-user-prompt-button',
  accountName: 'user-account-name',
  accountPopover: 'account-popover',
  quickStartTour: 'quick-start-tour',
} as const;

export type TourTarget = (typeof tourTargets)[keyof typeof tourTargets];

/** The CSS selector of a tour target. */
export function tourTargetSelector(target: string) {
  return `[data-tour="${CSS.escape(target)}"]`;
}
