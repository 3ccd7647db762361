/** Test ids of chat-ui, for the places no role or label reaches (STYLE: kebab-case, package prefix). */
export const chatTestIds = {
  serviceStatus: 'chat-service-status',
  answerText: 'chat-answer-text',
  tourSpotlight: 'chat-tour-spotlight',
} as const;
