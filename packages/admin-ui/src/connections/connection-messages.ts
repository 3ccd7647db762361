import { actions, connectionLimits, connectionMessages } from '@parley/api-contract';
import type { ConnectionRun } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { menuItemTitle, needsAction } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';

const CONNECTIONS_MENU_PATH = '/admin/connection';

/** The words the connection screens show, in one place for the screens, their tests and journeys. */
export const connectionConsoleMessages = {
  menuPath: CONNECTIONS_MENU_PATH,
  /** The menu item's title: the list's heading says what the menu said. */
  listTitle: menuItemTitle(CONNECTIONS_MENU_PATH),
  listDescription:
    'External providers Parley works with: model endpoints whose models agents can use, and websites that fill file libraries.',
  listLabel: 'Connections',
  listEmpty: 'No connections yet.',
  listLoadFailed: 'The connections could not be loaded',
  newConnection: (providerName: string) => `New ${providerName} connection`,
  columnName: 'Name',
  columnProvider: 'Provider',
  columnRoles: 'Admin user roles',
  columnLastRun: 'Last run',
  columnUpdated: 'Updated',
  neverRun: 'Not run yet',
  runSummary: (run: ConnectionRun) => `${run.status}: ${run.summary}`,

  newTitle: 'New connection',
  newDescription: 'Choose the provider to connect to.',
  chooseProvider: 'Provider',
  providersLoadFailed: 'The providers could not be loaded',
  editTitle: 'Edit connection',
  editDescription: 'Its name, who manages it and the provider settings.',
  form: 'Connection',
  basicsHeading: 'Basic information',
  nameLabel: 'Name',
  nameHelp: `At most ${connectionLimits.nameMaxLength} characters.`,
  descriptionLabel: 'Description',
  rolesLabel: 'Admin user roles',
  rolesHelp: `The roles that manage this connection (at most ${connectionLimits.adminRolesMax}): only roles holding a connection action are offered.`,
  rolesLoading: 'Loading roles',
  rolesLoadFailed: 'The roles could not be loaded',
  noRoles: 'No role holds a connection action yet.',
  settingsHeading: (providerName: string) => `${providerName} settings`,
  settingsLoading: 'Loading the provider settings',
  settingsLoadFailed: 'The provider settings could not be loaded',
  lastRunHeading: 'Last run',
  runNow: { SynchronizeModels: 'Synchronize models', Crawl: 'Crawl now' },
  runQueued: 'Started',

  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  deleteConnection: 'Delete',
  deleteHeading: 'Delete connection?',
  /** admin-spec section 8's four snackbars. */
  saved: connectionMessages.saved,
  saveFailed: connectionMessages.saveFailed,
  deleted: connectionMessages.deleted,
  deleteFailed: connectionMessages.deleteFailed,
  loadFailed: 'The connection could not be loaded',
  backToList: 'Back to the connections',
  needs: needsAction,
} as const;

/** The connection screens' buttons and the actions they need (the server's access rules). */
export const connectionButtonRules = {
  create: { anyOf: actions.ConnectionCreate, to: 'create connections' },
  write: {
    anyOf: [actions.ConnectionWrite, actions.ConnectionWriteSpecific],
    to: 'change connections',
  },
  delete: {
    anyOf: [actions.ConnectionDelete, actions.ConnectionWrite, actions.ConnectionWriteSpecific],
    to: 'delete connections',
  },
} as const satisfies Record<string, ActionRule>;
