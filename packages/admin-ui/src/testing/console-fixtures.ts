import type { AdminUser, AdminUserSummary, Role } from '@parley/api-contract';
import type { DataTableSource } from '@parley/app-shell';

// Sample data for the console's tests and stories (never product code, not exported): the roles
// and people every resource's fixtures share, as the server answers them, and list states and
// failures by hand. A resource's own fixtures pick from these.

/** A role as the roles list answers it; Editors unless told otherwise. */
export function sampleRole(overrides: Partial<Role> = {}): Role {
  return {
    userRoleId: 'role-editors',
    name: 'Editors',
    resolvedActions: ['GptSystemsRead', 'GptSystemsWrite'],
    userCount: 0,
    isSeeded: false,
    createdAt: '2026-03-14T09:30:00.000Z',
    ...overrides,
  };
}

const seeded = { isSeeded: true, createdAt: '2026-01-02T08:00:00.000Z' } as const;

export const administratorRole = sampleRole({
  ...seeded,
  userRoleId: 'role-administrator',
  name: 'Administrator',
  resolvedActions: ['AgentRead', 'UserRolesRead', 'UserRolesCreate', 'UserRolesWrite'],
  userCount: 2,
});

export const staffRole = sampleRole({
  ...seeded,
  userRoleId: 'role-staff',
  name: 'Staff',
  resolvedActions: ['AgentRead'],
  userCount: 12,
});

export const moderatorRole = sampleRole({
  ...seeded,
  userRoleId: 'role-moderator',
  name: 'Moderator',
  resolvedActions: ['ModerationRead', 'ModerationWrite', 'AgentRead'],
  userCount: 1,
});

export const financeRole = sampleRole({
  userRoleId: 'role-finance',
  name: 'Finance',
  resolvedActions: ['AgentRead'],
  userCount: 3,
});

export const editorsRole = sampleRole();

/** A role as a user or a policy names it. */
export const roleRef = ({ userRoleId, name }: Pick<Role, 'userRoleId' | 'name'>) => ({
  userRoleId,
  name,
});

/** A user as the users list answers one; `n` varies the names. */
export function sampleUser(n: number, changes: Partial<AdminUser> = {}): AdminUser {
  return {
    userId: `user-${n}`,
    userName: `user${n}@parley.local`,
    displayName: `User ${n}`,
    email: `user${n}@parley.local`,
    identityProvider: 'EntraId',
    roles: [roleRef(staffRole)],
    groups: [],
    isBannedFromCreatingAgents: false,
    isBannedFromSharingAgents: false,
    createdAt: '2026-02-10T08:30:00.000Z',
    lastSignInAt: '2026-11-20T14:05:00.000Z',
    ...changes,
  };
}

/** Signs in with Microsoft Entra ID; a staff member and moderator, blocked from sharing agents. */
export const noorHaddad = sampleUser(1, {
  userId: 'user-noor',
  userName: 'noor@parley.local',
  displayName: 'Noor Haddad',
  email: 'noor@parley.local',
  roles: [roleRef(staffRole), roleRef(moderatorRole)],
  groups: [
    { groupId: 'group-legal', displayName: 'Legal' },
    { groupId: 'group-emea', displayName: 'EMEA staff' },
  ],
  isBannedFromSharingAgents: true,
});

/** The built-in administrator account. */
export const adaLovelace = sampleUser(2, {
  userId: 'user-ada',
  userName: 'ada@parley.local',
  displayName: 'Ada Lovelace',
  email: 'ada@parley.local',
  identityProvider: 'Seed',
  roles: [roleRef(administratorRole)],
});

/** Invited by an administrator, not signed in yet: no e-mail known, no roles. */
export const zoeBrandt = sampleUser(3, {
  userId: 'user-zoe',
  userName: 'zoe@parley.local',
  displayName: 'Zoë Brandt',
  email: null,
  identityProvider: 'Invited',
  roles: [],
  lastSignInAt: null,
});

export const sampleUsers: readonly AdminUser[] = [noorHaddad, adaLovelace, zoeBrandt];

/** A user as a role's holders, a picker or a policy names them. */
export const userSummary = ({ userId, userName, displayName }: AdminUserSummary) => ({
  userId,
  userName,
  displayName,
});

export const sampleUserSummaries: readonly AdminUserSummary[] = sampleUsers.map(userSummary);

const noRows: readonly never[] = [];

/** A list source in the given state, by hand: ready with no rows unless told otherwise. */
export function sourceOf<Row>(state: Partial<DataTableSource<Row>> = {}): DataTableSource<Row> {
  return {
    rows: noRows,
    status: 'ready',
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
    retry: () => undefined,
    ...state,
  };
}

/** A failed call as the base query reports it (a 500 whose body arrives as text). */
export function serverFailure(message: string) {
  return {
    status: 500,
    data: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message }),
  };
}
