/** The words of the public chat that are not in a part's own file. */
export const publicChatMessages = {
  documentTitle: 'Public chat',
  loading: 'Loading the chat',
  loadingConversation: 'Loading the conversation',
  unavailableTitle: 'This chat is not available',
  unavailableHint:
    'Check the link you followed, or come back later: the organisation may have switched this chat off.',
  failedTitle: 'The chat could not be loaded',
  failedHint: 'Check your connection and try again.',
  retry: 'Try again',
  newConversation: 'New conversation',
  sideAreaLabel: 'About this chat',
  noSignIn: 'No sign-in needed. Your conversation stays in this browser tab.',
  rateLimitedFallback: 'Too many messages. Please wait a moment and try again.',
} as const;
