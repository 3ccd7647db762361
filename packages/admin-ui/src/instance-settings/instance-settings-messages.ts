import { actions } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { menuItemTitle, needsAction } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';
import { agentsSettingsMessages } from './agents-messages';
import { apiKeysMessages } from './api-keys-messages';
import { brandingMessages } from './branding-messages';
import { budgetMessages } from './budget-messages';
import { hipaaMessages } from './hipaa-messages';

const INSTANCE_SETTINGS_MENU_PATH = '/admin/instanceSettings';

/** The words the instance settings screens show, for the screens, their tests and the journeys. */
export const instanceSettingsMessages = {
  menuPath: INSTANCE_SETTINGS_MENU_PATH,
  /** The menu item's title: the page's heading says what the menu said. */
  title: menuItemTitle(INSTANCE_SETTINGS_MENU_PATH),
  description: 'Settings of the whole instance, one tab each.',
  tabsLabel: 'Instance settings',
  /** Each tab's name (admin-spec section 2 lists the tabs). */
  tabs: {
    apiKeys: apiKeysMessages.tab,
    branding: brandingMessages.tab,
    agents: agentsSettingsMessages.tab,
    personalAgents: 'Personal agents',
    budget: budgetMessages.tab,
    hipaa: hipaaMessages.tab,
  },
  personalAgentsForm: 'Personal agents',
  allowPersonalAgents: 'Allow personal agents',
  allowPersonalAgentsHelp: 'Staff can create their own agents, test them and share them by link.',
  allowSharing: 'Allow sharing',
  allowSharingHelp:
    'Staff can share their personal agents with others by link. Turned off, nobody can start sharing; agents already shared stay shared until their owners stop.',
  maxAgentsPerUser: 'Most agents per user',
  maxAgentsPerUserHelp:
    'The most personal agents one person may own, from 1 to 1000. Leave it empty for no limit.',
  readOnly: 'Read only',
  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  saved: 'Settings saved',
  saveFailed: 'The settings could not be saved',
  loadFailed: 'The settings could not be loaded',
  loading: 'Loading the settings',
  /** Why the form is read-only for a user whose roles lack the action. */
  needs: needsAction,
} as const;

/** The instance settings screens' buttons and the actions they need, for `useActionReasons`. */
export const instanceSettingsButtonRules = {
  write: { anyOf: actions.InstanceSettingsWrite, to: 'change instance settings' },
} as const satisfies Record<string, ActionRule>;
