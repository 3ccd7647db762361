import type { AdminUser, CurrentUserDetails, Role, UserRole } from '@parley/api-contract';
import type { DataTableSource } from '@parley/app-shell';
import {
  administratorRole,
  moderatorRole,
  noorHaddad,
  sampleUsers,
  sourceOf,
  staffRole,
} from '../testing/console-fixtures';

// The Users screens' own sample data for their stories and tests (never product code); the
// people and roles come from the console's shared fixtures.

/** The roles a user form offers. */
export const sampleRoles: readonly Role[] = [administratorRole, staffRole, moderatorRole];

/** The same roles as the form's checkboxes take them. */
export const sampleRoleOptions = sampleRoles.map((role) => ({
  value: role.userRoleId,
  label: role.name,
}));

/** Noor, signed in, as the current-user endpoints answer. */
export const signedInDetails: CurrentUserDetails = {
  userId: noorHaddad.userId,
  userName: noorHaddad.userName,
  displayName: noorHaddad.displayName,
  personalAgentSettings: { isBannedFromCreatingAgents: false, isBannedFromSharingAgents: true },
};

/** Noor's roles with what they resolve to. */
export const signedInRoles: UserRole[] = [staffRole, moderatorRole].map(
  ({ userRoleId, name, resolvedActions }) => ({ userRoleId, name, resolvedActions }),
);

/** The users list in the given state, by hand (stories): ready with the sample users by default. */
export const usersSource = (state: Partial<DataTableSource<AdminUser>> = {}) =>
  sourceOf({ rows: sampleUsers, ...state });
