import {
  OpenPersonalAgentEditorScreen,
  PersonalAgentEditorScreen,
  SharedAgentScreen,
} from '@parley/chat-ui';

// The personal agents' pages inside the chat shell, one module loaded on the first visit to any
// of them (they share the agent editor's code).

/** `/chat/agents/configstate/{configStateId}/edit`: the editor on the user's draft. */
export function PersonalAgentEditorPage() {
  return <PersonalAgentEditorScreen />;
}

/** `/chat/agents/{gptSystemId}/edit`, an agent menu's Edit, opening the editor. */
export function OpenPersonalAgentEditorPage() {
  return <OpenPersonalAgentEditorScreen />;
}

/** `/chat/agents/shared/{gptSystemId}`, a shared agent's link. */
export function SharedAgentPage() {
  return <SharedAgentScreen />;
}
