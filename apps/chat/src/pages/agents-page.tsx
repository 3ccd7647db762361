import { AgentsScreen } from '@parley/chat-ui';

/** `/chat/agents` inside the chat shell; loaded when first visited. */
export function AgentsPage() {
  return <AgentsScreen />;
}
