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

/** The publishing page's public chat section (admin-spec section 7, "Publishing"). */
export const agentPublicChatMessages = {
  heading: 'Public chat',
  description:
    'Anonymous visitors chat with the agent on its public endpoint, or in a widget on the allowed sites. Public chat answers only while the agent is published to chat.',
  formLabel: 'Public chat settings',
  enabledLabel: 'Public endpoint on',
  enabledHelp: 'While it is off, the public address and the widget say the chat is not available.',
  endpointLabel: 'Endpoint key',
  endpointNone: 'A key is made when the endpoint is first switched on.',
  regenerateLabel: 'Make a new endpoint key on save',
  regenerateHelp: 'The current address and every embedded widget stop working.',
  originsLegend: 'Allowed origins',
  originsHelp:
    'Sites that may show the chat in a frame or widget, each as https://host or https://host:port; no paths, no wildcards.',
  originLabel: (position: number) => `Allowed origin ${position}`,
  removeOrigin: (position: number) => `Remove allowed origin ${position}`,
  addOrigin: 'Add origin',
  noOrigins: 'No site may frame the chat; its own address still works.',
  limitsLegend: 'Rate limits',
  limitsHelp:
    'Questions per minute the public chat accepts; a visitor over a limit is asked to wait.',
  perSessionLabel: 'Per visitor session',
  perAddressLabel: 'Per network address',
  perEndpointLabel: 'For the endpoint in all',
  brandLabel: 'Brand',
  brandDefault: "The instance's default brand",
  brandHelp: 'The look the public chat shows.',
  saved: 'Public chat settings saved',
  saveFailed: 'The public chat settings could not be saved',
  readOnly: 'You can read these settings but not change them',
  urlLabel: 'Public chat address',
  snippetLabel: 'Widget embed code',
  snippetHelp: 'Paste it into a page of an allowed site, before </body>.',
  copy: (what: string) => `Copy ${what.toLowerCase()}`,
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself',
  personalAgent: 'Personal agents have no public endpoint.',
} as const;
