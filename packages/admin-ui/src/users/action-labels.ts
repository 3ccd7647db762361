import { actionAreas } from '@parley/api-contract';
import type { Action } from '@parley/api-contract';

/** What each action lets its holder do, in words (the contract names them only as strings). */
export const actionLabels: Record<Action, string> = {
  AgentRead: 'Chat with agents',
  AnalyticsRead: 'View analytics',
  AnalyticsCreate: 'Create analytics reports',
  AnalyticsWrite: 'Change analytics reports',
  GptSystemsRead: 'View all agents',
  GptSystemsCreate: 'Create agents',
  GptSystemsWrite: 'Change all agents',
  GptSystemsReadSpecific: 'View the agents assigned to them',
  GptSystemsWriteSpecific: 'Change the agents assigned to them',
  DataSourcesRead: 'View all file libraries',
  DataSourcesCreate: 'Create file libraries',
  DataSourcesWrite: 'Change all file libraries',
  DataSourcesReadSpecific: 'View the file libraries assigned to them',
  DataSourcesWriteSpecific: 'Change the file libraries assigned to them',
  ConnectionRead: 'View all connections',
  ConnectionCreate: 'Create connections',
  ConnectionWrite: 'Change all connections',
  ConnectionDelete: 'Delete connections',
  ConnectionUse: 'Use connections in agents',
  ConnectionReadSpecific: 'View the connections assigned to them',
  ConnectionWriteSpecific: 'Change the connections assigned to them',
  ModerationRead: 'View moderation reports',
  ModerationWrite: 'Decide on moderation reports',
  BrandsRead: 'View brands',
  BrandsCreate: 'Create brands',
  BrandsWrite: 'Change brands',
  GuidelinesDocumentsRead: 'View guidelines',
  GuidelinesDocumentsCreate: 'Create guidelines',
  GuidelinesDocumentsWrite: 'Change guidelines',
  ChatAccessPoliciesRead: 'View chat access policies',
  ChatAccessPoliciesCreate: 'Create chat access policies',
  ChatAccessPoliciesWrite: 'Change chat access policies',
  UserRolesRead: 'View user roles',
  UserRolesCreate: 'Create user roles',
  UserRolesWrite: 'Change user roles',
  UserRead: 'View users',
  UserRolePermissionsRead: "View users' roles",
  UserRolePermissionsCreate: 'Add users',
  UserRolePermissionsWrite: "Change users' roles and personal-agent settings",
  ConfigurationAuditLogRead: 'View the audit log',
  ErrorReportsRead: 'View error reports',
  InstanceSettingsRead: 'View instance settings',
  InstanceSettingsWrite: 'Change instance settings',
};

/** One held action and the roles that grant it. */
export interface GrantedAction {
  action: string;
  label: string;
  roleNames: string[];
}

/** The held actions of one console area (the contract's `actionAreas`). */
export interface GrantedArea {
  area: string;
  actions: GrantedAction[];
}

/** The area for actions this console does not know (a newer server): shown, never dropped. */
export const OTHER_ACTIONS_AREA = 'Other';

/**
 * What a set of roles allows, grouped by the contract's action areas in their order: each area
 * with at least one held action, each action with the roles granting it.
 */
export function grantedAreas(
  roles: readonly { name: string; resolvedActions: readonly string[] }[],
): GrantedArea[] {
  const grantors = new Map<string, string[]>();
  for (const role of roles) {
    for (const action of new Set(role.resolvedActions)) {
      grantors.set(action, [...(grantors.get(action) ?? []), role.name]);
    }
  }
  const known = new Set<string>(actionAreas.flatMap((area) => area.actions));
  const granted = (action: string): GrantedAction => ({
    action,
    label: action in actionLabels ? actionLabels[action as Action] : action,
    roleNames: grantors.get(action) ?? [],
  });
  const areas = actionAreas
    .map(({ area, actions }) => ({
      area,
      actions: actions.filter((action) => grantors.has(action)).map(granted),
    }))
    .filter((area) => area.actions.length > 0);
  const unknown = [...grantors.keys()].filter((action) => !known.has(action)).sort();
  return unknown.length > 0
    ? [...areas, { area: OTHER_ACTIONS_AREA, actions: unknown.map(granted) }]
    : areas;
}
