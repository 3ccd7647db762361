/**
 * The chat types of chat-spec section 2, plus public chat. In configState chat archiving, message
 * feedback and the user-prompt drawer are off and execution details are on; anonymous visitors
 * have no account to attach feedback, prompts or execution details to.
 */
export type ChatType = 'private' | 'configState' | 'public';

export interface ChatTypeFeatures {
  feedback: boolean;
  userPrompts: boolean;
  /** The composer's microphone (issue 20): the server transcribes for signed-in staff only. */
  voiceInput: boolean;
  /** `setting`: shown when the user's displaySettings turn the drawer on. */
  executionDetails: 'always' | 'setting' | 'never';
}

const featuresByType: Record<ChatType, ChatTypeFeatures> = {
  private: { feedback: true, userPrompts: true, voiceInput: true, executionDetails: 'setting' },
  configState: {
    feedback: false,
    userPrompts: false,
    voiceInput: false,
    executionDetails: 'always',
  },
  public: { feedback: false, userPrompts: false, voiceInput: false, executionDetails: 'never' },
};

export function chatTypeFeatures(chatType: ChatType): ChatTypeFeatures {
  return featuresByType[chatType];
}

/** Whether the per-answer "Execution details" action shows. */
export function showsExecutionDetails(
  chatType: ChatType,
  showChatExecutionDetailsDrawer: boolean,
): boolean {
  const { executionDetails } = featuresByType[chatType];
  return (
    executionDetails === 'always' ||
    (executionDetails === 'setting' && showChatExecutionDetailsDrawer)
  );
}
