/** Toasts of the agent menus, exactly as chat-spec section 8 quotes them. */
export const agentMessages = {
  agentPinned: 'Agent pinned',
  agentUnpinned: 'Agent unpinned',
  pinFailed: 'Failed to pin agent',
  unpinFailed: 'Failed to unpin agent',
  /** An agent row without its id cannot be edited (chat-spec section 8). */
  missingAgentId: 'Missing GPT System Identifier',
} as const;
