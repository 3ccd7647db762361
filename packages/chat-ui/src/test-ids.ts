/** Test ids of chat-ui, for the places no role or label reaches (STYLE: kebab-case, package prefix). */
export const chatTestIds = {
  serviceStatus: 'chat-service-status',
  answerText: 'chat-answer-text',
  settingsResetDot: 'chat-settings-reset-dot',
  tourSpotlight: 'chat-tour-spotlight',
} as const;
