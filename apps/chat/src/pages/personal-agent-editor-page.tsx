import { PersonalAgentEditorScreen } from '@parley/chat-ui';

/** `/chat/agents/configstate/{configStateId}/edit` inside the chat shell; loaded when first visited. */
export function PersonalAgentEditorPage() {
  return <PersonalAgentEditorScreen />;
}
