import { agentEditorMessages } from '@parley/agent-editor';
import { actions } from '@parley/api-contract';
import { menuItemTitle } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';
import { formActionsMessages } from '@parley/app-shell';

const AGENTS_MENU_PATH = '/admin/gptsystem';

/**
 * The words the agent screens show, in one place for the screens, their tests and the journeys:
 * the editor's own and the console's.
 */
export const agentMessages = {
  menuPath: AGENTS_MENU_PATH,
  listTitle: menuItemTitle(AGENTS_MENU_PATH),
  listDescription: 'The agents staff chat with: their state and the version chat answers with.',
  listLabel: 'Agents',
  listEmpty: 'No agents yet.',
  newAgent: 'New agent',
  ...agentEditorMessages,
  editorDescription:
    'Changes are kept as your draft; chat answers with the agent only once you save it to the agent.',
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
