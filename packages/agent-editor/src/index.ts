// The agent editor (ARCHITECTURE section 2): shared by the console's agent screens and the chat
// app's personal agents. Its data arrives through ports; the surfaces make the calls.
export { AgentEditor } from './agent-editor';
export { agentEditorMessages } from './agent-editor-messages';
export { agentFormValues, configurationInputOf } from './agent-schema';

export type {
  AgentEditorFrame,
  AgentEditorPolicy,
  AgentEditorPorts,
  AgentEditorProps,
} from './agent-editor';
export type { AgentFormValues } from './agent-schema';
