import type { FeatureFlags } from './settings';

/**
 * Action strings (permissions) a role resolves to. The chat needs only `AgentRead`; any other action
 * opens the Management side (chat-spec section 6).
 */
export const actions = {
  AgentRead: 'AgentRead',
  AnalyticsRead: 'AnalyticsRead',
  AnalyticsCreate: 'AnalyticsCreate',
  AnalyticsWrite: 'AnalyticsWrite',
  GptSystemsRead: 'GptSystemsRead',
  GptSystemsCreate: 'GptSystemsCreate',
  GptSystemsWrite: 'GptSystemsWrite',
  GptSystemsReadSpecific: 'GptSystemsReadSpecific',
  GptSystemsWriteSpecific: 'GptSystemsWriteSpecific',
  DataSourcesRead: 'DataSourcesRead',
  DataSourcesCreate: 'DataSourcesCreate',
  DataSourcesWrite: 'DataSourcesWrite',
  DataSourcesReadSpecific: 'DataSourcesReadSpecific',
  DataSourcesWriteSpecific: 'DataSourcesWriteSpecific',
  ConnectionRead: 'ConnectionRead',
  ConnectionCreate: 'ConnectionCreate',
  ConnectionWrite: 'ConnectionWrite',
  ConnectionDelete: 'ConnectionDelete',
  ConnectionUse: 'ConnectionUse',
  ConnectionReadSpecific: 'ConnectionReadSpecific',
  ConnectionWriteSpecific: 'ConnectionWriteSpecific',
  ModerationRead: 'ModerationRead',
  ModerationWrite: 'ModerationWrite',
  BrandsRead: 'BrandsRead',
  BrandsCreate: 'BrandsCreate',
  BrandsWrite: 'BrandsWrite',
  GuidelinesDocumentsRead: 'GuidelinesDocumentsRead',
  GuidelinesDocumentsCreate: 'GuidelinesDocumentsCreate',
  GuidelinesDocumentsWrite: 'GuidelinesDocumentsWrite',
  ChatAccessPoliciesRead: 'ChatAccessPoliciesRead',
  ChatAccessPoliciesCreate: 'ChatAccessPoliciesCreate',
  ChatAccessPoliciesWrite: 'ChatAccessPoliciesWrite',
  UserRolesRead: 'UserRolesRead',
  UserRolesCreate: 'UserRolesCreate',
  UserRolesWrite: 'UserRolesWrite',
  UserRead: 'UserRead',
  UserRolePermissionsRead: 'UserRolePermissionsRead',
  UserRolePermissionsCreate: 'UserRolePermissionsCreate',
  UserRolePermissionsWrite: 'UserRolePermissionsWrite',
  ConfigurationAuditLogRead: 'ConfigurationAuditLogRead',
  /** Reading the apps' error reports (issue 20). */
  ErrorReportsRead: 'ErrorReportsRead',
  InstanceSettingsRead: 'InstanceSettingsRead',
  InstanceSettingsWrite: 'InstanceSettingsWrite',
} as const;

export type Action = (typeof actions)[keyof typeof actions];

export const allActions = Object.values(actions) as Action[];

/** The Management toggle shows only with an action other than agent-read (chat-spec section 6). */
export function canOpenManagement(resolvedActions: readonly string[]): boolean {
  return resolvedActions.some((action) => action !== actions.AgentRead);
}

/** A feature flag's name that gates a menu item (the features answer carries more). */
export type FeatureName = Exclude<keyof FeatureFlags, 'SettingsVersion' | 'AllowAgentSharing'>;

export interface AdminMenuItem {
  title: string;
  path: string;
  section: 'Manage Agents' | 'Administration';
  /** The item shows when the user holds at least one of these. */
  actions: readonly Action[];
  /** The item shows only while this feature is on. */
  feature?: FeatureName;
}

/** The admin menu and what reveals each item (admin-spec sections 2 and 6). */
export const adminMenu: readonly AdminMenuItem[] = [
  {
    title: 'Dashboard',
    path: '/admin',
    section: 'Manage Agents',
    actions: [actions.AnalyticsRead, actions.AnalyticsCreate, actions.AnalyticsWrite],
  },
  {
    title: 'Agents',
    path: '/admin/gptsystem',
    section: 'Manage Agents',
    actions: [
      actions.GptSystemsRead,
      actions.GptSystemsCreate,
      actions.GptSystemsWrite,
      actions.GptSystemsReadSpecific,
      actions.GptSystemsWriteSpecific,
    ],
  },
  {
    title: 'File Libraries',
    path: '/admin/datasource',
    section: 'Manage Agents',
    actions: [
      actions.DataSourcesRead,
      actions.DataSourcesCreate,
      actions.DataSourcesWrite,
      actions.DataSourcesReadSpecific,
      actions.DataSourcesWriteSpecific,
    ],
  },
  {
    title: 'Connections',
    path: '/admin/connection',
    section: 'Manage Agents',
    actions: [
      actions.ConnectionRead,
      actions.ConnectionCreate,
      actions.ConnectionWrite,
      actions.ConnectionReadSpecific,
      actions.ConnectionWriteSpecific,
    ],
    feature: 'AllowConnections',
  },
  {
    title: 'Report Moderation',
    path: '/admin/moderation',
    section: 'Manage Agents',
    actions: [actions.ModerationRead],
    feature: 'AllowUserCreatedGptSystems',
  },
  {
    title: 'Brands',
    path: '/admin/brand',
    section: 'Administration',
    actions: [actions.BrandsRead, actions.BrandsCreate, actions.BrandsWrite],
  },
  {
    title: 'Guidelines',
    path: '/admin/guidelines',
    section: 'Administration',
    actions: [
      actions.GuidelinesDocumentsRead,
      actions.GuidelinesDocumentsCreate,
      actions.GuidelinesDocumentsWrite,
    ],
  },
  {
    title: 'Chat Access Policies',
    path: '/admin/chatAccessPolicy',
    section: 'Administration',
    actions: [
      actions.ChatAccessPoliciesRead,
      actions.ChatAccessPoliciesCreate,
      actions.ChatAccessPoliciesWrite,
    ],
  },
  {
    title: 'User Roles',
    path: '/admin/userRole',
    section: 'Administration',
    actions: [actions.UserRolesRead, actions.UserRolesCreate, actions.UserRolesWrite],
  },
  {
    title: 'Users',
    path: '/admin/user',
    section: 'Administration',
    actions: [
      actions.UserRead,
      actions.UserRolePermissionsRead,
      actions.UserRolePermissionsCreate,
      actions.UserRolePermissionsWrite,
    ],
  },
  {
    title: 'Audit Logs',
    path: '/admin/audit',
    section: 'Administration',
    actions: [actions.ConfigurationAuditLogRead],
  },
  {
    title: 'Error Reports',
    path: '/admin/errorReports',
    section: 'Administration',
    actions: [actions.ErrorReportsRead],
  },
  {
    title: 'Notices',
    path: '/admin/notices',
    section: 'Administration',
    actions: [actions.InstanceSettingsRead],
  },
  {
    title: 'Instance Settings',
    path: '/admin/instanceSettings',
    section: 'Administration',
    actions: [actions.InstanceSettingsRead],
  },
];

/** The menu items a user sees, given their resolved actions and the feature flags. */
export function visibleAdminMenu(
  resolvedActions: readonly string[],
  features: Readonly<Record<FeatureName, boolean>>,
): AdminMenuItem[] {
  const held = new Set(resolvedActions);
  return adminMenu.filter(
    (item) =>
      item.actions.some((action) => held.has(action)) && (!item.feature || features[item.feature]),
  );
}
