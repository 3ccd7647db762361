import { actions } from '@parley/api-contract';
import { formActionsMessages } from '../components/form-actions';
import { menuItemTitle } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';

const AGENTS_MENU_PATH = '/admin/gptsystem';

/** The words the agent screens show, in one place for the screens, their tests and the journeys. */
export const agentMessages = {
  menuPath: AGENTS_MENU_PATH,
  listTitle: menuItemTitle(AGENTS_MENU_PATH),
  listDescription: 'The agents staff chat with: their state and the version chat answers with.',
  listLabel: 'Agents',
  listEmpty: 'No agents yet.',
  newAgent: 'New agent',
  unnamed: 'Unnamed Agent',
  /** The spec's toast when a config state cannot be made (chat-spec section 9). */
  createStateFailed: 'Failed to create agent configuration state',
  /** The spec's toast when an agent cannot be saved (admin-spec section 8). */
  createAgentFailure: 'Create Agent Failure!',
  opening: 'Opening the agent editor',
  openFailed: 'The agent editor could not be opened',
  editorTitle: (name: string) => (name ? `Edit ${name}` : 'New agent'),
  editorDescription:
    'Changes are kept as your draft; chat answers with the agent only once you save it to the agent.',
  draftSaved: 'Draft saved',
  saveDraft: 'Save draft',
  createAgent: 'Create agent',
  publishChanges: 'Save to agent',
  agentCreated: 'Agent created',
  agentSaved: (version: number) => `Saved as version ${version}`,
  draftErrors: 'Correct the errors before saving the draft to the agent.',
  unsavedDraft: 'Save the draft first.',
  openTestChat: 'Test the agent',
  testChatDrawer: 'Test chat',
  closeTestChat: 'Close the test chat',
  testNeedsValidForm: 'Correct the configuration’s errors before testing it.',
  versionsTitle: 'Versions',
  liveVersion: 'In chat',
  versionsEmpty: 'No version yet: the first is made when the agent is created.',
  restore: (version: number) => `Restore version ${version}`,
  restored: (version: number) =>
    `Version ${version} restored into your draft; save it to the agent to use it.`,
  publishTitle: 'Publishing',
  publishDescription: 'Whether staff can find and chat with the agent.',
  publishedLabel: 'Published to chat',
  publishedHelp: 'While it is off, the agent is saved but offered to no one.',
  published: 'The agent is published to chat',
  unpublished: 'The agent is no longer offered in chat',
  save: formActionsMessages.save,
  deleteAgent: 'Delete agent',
  deleteHeading: 'Delete this agent?',
  deleted: 'Agent deleted',
  deleteFailed: 'The agent could not be deleted',
  deletedHelp: 'The agent is deleted: it answers no one, and its conversations stay readable.',
  loadFailed: 'The agent could not be loaded',
} as const;

/** The status colours of the list (CONSOLE.md: status is a word and a colour, never colour alone). */
export const agentStatusPalette = {
  Active: 'success',
  Draft: 'gray',
  Inactive: 'warning',
  Deleted: 'red',
} as const;

/** The agent screens' buttons and the actions they need, for `useActionReasons`. */
export const agentButtonRules = {
  create: { anyOf: actions.GptSystemsCreate, to: 'create agents' },
  write: { anyOf: actions.GptSystemsWrite, to: 'change agents' },
} as const satisfies Record<string, ActionRule>;
