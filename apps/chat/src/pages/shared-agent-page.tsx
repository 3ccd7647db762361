import { SharedAgentScreen } from '@parley/chat-ui';

/** `/chat/agents/shared/{gptSystemId}`, a shared agent's link, inside the chat shell; loaded when first visited. */
export function SharedAgentPage() {
  return <SharedAgentScreen />;
}
