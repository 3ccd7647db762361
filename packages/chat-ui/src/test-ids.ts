import { conversationTestIds } from '@parley/conversation-ui';

/**
 * Test ids of chat-ui, for the places no role or label reaches (STYLE: kebab-case, package prefix),
 * with those of the conversation parts it composes (conversation-ui's `conversationTestIds`).
 */
export const chatTestIds = {
  ...conversationTestIds,
  serviceStatus: 'chat-service-status',
  tourSpotlight: 'chat-tour-spotlight',
} as const;
