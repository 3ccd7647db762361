/** The sidebar's words, exactly as chat-spec section 8 quotes them. */
export const sidebarMessages = {
  historyError:
    'Something went wrong while loading your chat history. Please refresh or start a new conversation.',
  archivedError:
    'Something went wrong while loading archived chats. Please refresh or try again later.',
  noChats: "You don't have any chats. Start a new conversation to see it here.",
  noArchivedChats:
    "You haven't archived any chats. Archived chats will appear here for future reference.",
  noSearchMatches: 'No chats match your search. Try a different title or start a new conversation.',
  noPinnedAgents: 'Pin an agent to display it here.',
  noRecentAgents: 'Your most recently used agents will appear here.',
  noAccessibleAgents: "You currently don't have access to any agents",
} as const;
