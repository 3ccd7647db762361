import { actions } from '@parley/api-contract';
import { menuItemTitle, needsAction } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';
import { formActionsMessages } from '@parley/app-shell';

const POLICIES_MENU_PATH = '/admin/chatAccessPolicy';

/** The words the policy screens show, in one place for the screens, their tests and the journeys. */
export const policyMessages = {
  menuPath: POLICIES_MENU_PATH,
  /** The menu item's title: the list's heading says what the menu said. */
  listTitle: menuItemTitle(POLICIES_MENU_PATH),
  listDescription:
    'An agent that no policy names is open to every signed-in user. Once a policy names it, only the people some policy grants it to see it.',
  listLabel: 'Chat access policies',
  listEmpty: 'No policies yet: every agent is open to every signed-in user.',
  listLoadFailed: 'The policies could not be loaded',
  newPolicy: 'New policy',
  newTitle: 'New policy',
  newDescription: 'Choose agents and the people who may use them.',
  editTitle: 'Edit policy',
  editDescription: 'Which agents it covers and who may use them.',
  columnName: 'Name',
  columnAgents: 'Agents',
  columnWho: 'Who',
  columnBrand: 'Brand',
  columnUpdated: 'Updated',
  allAgents: 'All agents',
  allBrands: 'All brands',
  nobody: 'Nobody',
  rolesPrefix: 'Roles',
  groupsPrefix: 'Groups',
  usersPrefix: 'Users',
  andMore: (count: number) => `and ${count} more`,

  nameLabel: 'Name',
  descriptionLabel: 'Description',
  agentsHeading: 'Agents',
  allAgentsLabel: 'All agents',
  allAgentsHelp: 'Every agent, including agents created later.',
  agentsLabel: 'Agents',
  agentsHelp: 'The agents this policy covers.',
  noAgents: 'No agents exist yet.',
  /** An agent stored without a name (the agents table allows one). */
  unnamedAgent: 'Unnamed agent',
  agentsLoading: 'Loading agents',
  agentsLoadFailed: 'The agents could not be loaded',
  whoHeading: 'Who may use them',
  whoHelp: 'At least one role, directory group or user.',
  rolesLabel: 'Roles',
  noRoles: 'No roles exist yet.',
  rolesLoading: 'Loading roles',
  rolesLoadFailed: 'The roles could not be loaded',
  groupsLabel: 'Directory groups',
  noGroups: 'No directory groups yet: groups appear once a member signs in with them.',
  groupsLoading: 'Loading directory groups',
  groupsLoadFailed: 'The directory groups could not be loaded',
  usersLabel: 'Users',
  noUsersChosen: 'No users chosen.',
  removeUser: (displayName: string) => `Remove ${displayName}`,
  findUsers: 'Find users',
  findUsersHelp: 'Type part of a name or user name; tick a user to add them.',
  matchingUsers: 'Matching users',
  usersLoading: 'Searching users',
  usersLoadFailed: 'Users could not be searched',
  noUserFound: 'No user matches.',
  moreUsers: 'Show more users',
  brandLabel: 'Brand',
  /**
   * What a brand does to a policy, so that nobody relies on it to keep people out: the brand of a
   * visit is its host name, which staff choose (`apps/api-server/src/http/visit-brand.ts`).
   */
  brandHelp:
    "Only on this brand's host names; on every brand when none is chosen. A brand shapes what its site offers: people can open any brand's site, so to keep an agent from someone, choose no brand.",

  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  deletePolicy: 'Delete',
  deleteHeading: 'Delete policy?',
  created: 'Policy created',
  saved: 'Policy saved',
  deleted: 'Policy deleted',
  saveFailed: 'The policy could not be saved',
  deleteFailed: 'The policy could not be deleted',
  loadFailed: 'The policy could not be loaded',
  backToList: 'Back to the policies',
  /** Why a button is disabled for a user whose roles lack the action it needs. */
  needs: needsAction,
} as const;

/** The actions each policy screen's buttons need (the server's access rules). */
export const policyActions = {
  create: actions.ChatAccessPoliciesCreate,
  write: actions.ChatAccessPoliciesWrite,
} as const;

/** The policy screens' buttons and the actions they need, for `useActionReasons`. */
export const policyButtonRules = {
  create: { anyOf: policyActions.create, to: 'create policies' },
  write: { anyOf: policyActions.write, to: 'change policies' },
  delete: { anyOf: policyActions.write, to: 'delete policies' },
} as const satisfies Record<string, ActionRule>;
