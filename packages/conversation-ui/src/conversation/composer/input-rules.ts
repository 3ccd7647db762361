import { limits } from '@parley/api-contract';

/** The words the composer shows when it refuses input or a question. */
export const composerMessages = {
  agentLoading: 'Loading the agent...',
  guidelinesLoading: 'Loading the guidelines...',
  noTarget: 'Choose an agent to start a conversation.',
  validationErrors: "This agent's configuration has errors: fix them before chatting.",
  consentRequired: 'Read and accept the guidelines to start chatting.',
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${limits.questionMaxLength} characters`,
  uploadsPending: 'Wait for the uploads to finish before sending.',
  sendFailed: 'Your question could not be sent. It is still in the box: try again.',
} as const;

export interface InputState {
  /** The agent's details have not arrived yet. */
  agentLoading: boolean;
  /** The guidelines document, or the user's recorded consents, are loading. */
  guidelinesLoading: boolean;
  /** There is a conversation, an agent (a new private chat) or a config state to send to. */
  hasTarget: boolean;
  /** The configuration being tested has validation errors (config-state chat). */
  hasValidationErrors: boolean;
  /** The guidelines document requires consent and none is recorded. */
  consentMissing: boolean;
  /** Why the screen refuses input (a banned or blocked agent), if it does. */
  disabledReason?: string;
}

/**
 * Why the message input is disabled, or undefined when it is enabled (chat-spec section 5). The
 * screen's own reason comes first: it explains more than any loading state.
 */
export function inputBlockedReason(state: InputState): string | undefined {
  if (state.disabledReason) return state.disabledReason;
  if (!state.hasTarget) return composerMessages.noTarget;
  if (state.agentLoading) return composerMessages.agentLoading;
  if (state.guidelinesLoading) return composerMessages.guidelinesLoading;
  if (state.hasValidationErrors) return composerMessages.validationErrors;
  if (state.consentMissing) return composerMessages.consentRequired;
  return undefined;
}

/** Why `question` cannot be sent, or undefined when it can (the contract's question rules). */
export function questionProblem(question: string): string | undefined {
  const trimmed = question.trim();
  if (!trimmed) return composerMessages.questionRequired;
  if (trimmed.length > limits.questionMaxLength) return composerMessages.questionTooLong;
  return undefined;
}
