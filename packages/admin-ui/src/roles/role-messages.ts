import { actions } from '@parley/api-contract';
import { menuItemTitle, needsAction } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';
import { formActionsMessages } from '@parley/app-shell';

const USER_ROLES_MENU_PATH = '/admin/userRole';

const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/** The words the role screens show, in one place for the screens, their tests and the journeys. */
export const roleMessages = {
  menuPath: USER_ROLES_MENU_PATH,
  /** The menu item's title: the list's heading says what the menu said. */
  listTitle: menuItemTitle(USER_ROLES_MENU_PATH),
  listDescription: 'What each role lets its holders do, and how many hold it.',
  listLabel: 'User roles',
  listEmpty: 'No roles yet.',
  newRole: 'New role',
  newTitle: 'New role',
  newDescription:
    'Name the role and choose what its holders may do; assign users once it is saved.',
  editTitle: 'Edit role',
  editDescription: 'Its name, what its holders may do, and who holds it.',
  builtIn: 'Built-in',
  builtInNotice: 'A built-in role: its name and actions can change, but it cannot be deleted.',
  nameLabel: 'Name',
  actionsLabel: 'Actions',
  actionsHelp: 'What holders of the role may do, by console area.',
  selectAllIn: (area: string) => `Select all in ${area}`,
  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  created: 'Role created',
  saved: 'Role saved',
  saveFailed: 'The role could not be saved',
  loadFailed: 'The role could not be loaded',
  backToList: 'Back to the roles',
  deleteRole: 'Delete role',
  deleteHeading: (userCount: number) =>
    userCount > 0 ? `Delete the role and take it from ${users(userCount)}?` : 'Delete role?',
  deleted: 'Role deleted',
  deleteFailed: 'The role could not be deleted',
  builtInCannotBeDeleted: 'Built-in roles cannot be deleted; change their actions instead.',
  usersHeading: 'Users with this role',
  usersLabel: 'Users with this role',
  usersEmpty: 'Nobody holds this role yet.',
  removeUser: 'Remove',
  removeUserLabel: (displayName: string) => `Remove ${displayName} from the role`,
  userRemoved: (displayName: string) => `${displayName} no longer holds the role`,
  removeFailed: 'The user could not be removed from the role',
  findUser: 'Find a user',
  findUserHelp: 'Type part of a name or user name, then choose the user.',
  assignUser: 'Assign user',
  userAssigned: (displayName: string) => `${displayName} now holds the role`,
  assignFailed: 'The user could not be assigned the role',
  alreadyHolds: 'already holds the role',
  noUserFound: 'No user matches.',
  searchingUsers: 'Searching users',
  searchFailed: 'Users could not be searched',
  moreUsers: 'More users match: type more of the name to narrow the list.',
  /** Why a button is disabled for a user whose roles lack the action it needs. */
  needs: needsAction,
} as const;

/** The actions each role screen's buttons need (the server's access rules). */
export const roleActions = {
  create: actions.UserRolesCreate,
  write: actions.UserRolesWrite,
  /** Assigning and removing users: either one opens it. */
  assign: [actions.UserRolesWrite, actions.UserRolePermissionsWrite],
} as const;

/** The role screens' buttons and the actions they need, for `useActionReasons`. */
export const roleButtonRules = {
  create: { anyOf: roleActions.create, to: 'create roles' },
  write: { anyOf: roleActions.write, to: 'change roles' },
  delete: { anyOf: roleActions.write, to: 'delete roles' },
  assign: { anyOf: roleActions.assign, to: 'assign or remove users' },
} as const satisfies Record<string, ActionRule>;
