/**
 * Test ids of conversation-ui, for the places no role or label reaches (STYLE: kebab-case, package
 * prefix). The answer text keeps the `chat-` id it had in chat-ui, where the end-to-end journeys
 * learnt it; chat-ui's `chatTestIds` includes these.
 */
export const conversationTestIds = {
  answerText: 'chat-answer-text',
  /** The agent's picture in the speaking avatar's bar; `data-state` says what the avatar does. */
  speakingAvatar: 'conversation-speaking-avatar',
} as const;
