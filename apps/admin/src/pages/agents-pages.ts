// The agent screens, loaded when one of their routes is first opened.
export {
  AgentEditorScreen,
  AgentListScreen,
  AgentLookScreen,
  AgentPublishScreen,
  EditAgentScreen,
  NewAgentScreen,
} from '@parley/admin-ui';
