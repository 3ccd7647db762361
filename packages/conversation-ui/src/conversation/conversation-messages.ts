/** The words of the conversation view that are not in a part's own file. */
export const conversationMessages = {
  noAgents: "You currently don't have access to any agents",
  viewAgents: 'View all Agents',
  agentFailed: 'This agent could not be loaded. Refresh the page or choose another agent.',
  /** The server answers 404 for an agent the user may not see (a chat access policy) or that is gone. */
  agentUnavailable: 'This agent is not available to you. Choose another agent.',
  conversationFailed:
    'This conversation could not be loaded. Refresh the page or start a new chat.',
  conversationMissing: 'This conversation does not exist or was deleted.',
  bannedAgent:
    'This agent has been banned by a moderator. You can read this conversation but not continue it.',
  blockedAgent:
    'You may not create agents, so your personal agents are blocked. You can read this conversation but not continue it.',
  copied: 'Copied to clipboard',
  copyFailed: 'The answer could not be copied',
  readAloud: 'Read aloud',
  stopReadingAloud: 'Stop reading aloud',
  readAloudFailed: 'The answer could not be read aloud',
  readAloudPlayFailed: 'This browser could not play the voice.',
  feedbackFailed: 'Your feedback could not be saved. Try again.',
  branchFailed: 'That branch could not be opened. Try again.',
  citationFailed: 'The document could not be downloaded. Try again.',
  jumpToLatest: 'Jump to latest',
} as const;
