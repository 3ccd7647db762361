export { AccessPolicyEditScreen } from './access-policies/access-policy-edit-screen';
export { AccessPolicyListScreen } from './access-policies/access-policy-list-screen';
export { NoticeEditScreen } from './notices/notice-edit-screen';
export { NoticeListScreen } from './notices/notice-list-screen';
export { policyMessages } from './access-policies/policy-messages';
export { AnalyticsDashboardScreen } from './analytics/analytics-dashboard-screen';
export { analyticsMessages, periodLabels, reportSections } from './analytics/analytics-messages';
export { AuditLogScreen, auditLogMessages } from './audit/audit-log-screen';
export { ErrorReportListScreen } from './error-reports/error-report-list-screen';
export { BrandEditScreen } from './brands/brand-edit-screen';
export { BrandListScreen } from './brands/brand-list-screen';
export { brandMessages } from './brands/brand-messages';
export { ConnectionEditScreen } from './connections/connection-edit-screen';
export { ConnectionListScreen } from './connections/connection-list-screen';
export { connectionConsoleMessages } from './connections/connection-messages';
export { ModerationListScreen } from './moderation/moderation-list-screen';
export { ModerationReportScreen } from './moderation/moderation-report-screen';
export { moderationConsoleMessages } from './moderation/moderation-messages';
export { ACCESS_DENIED_TITLE, AccessDeniedScreen } from './console/access-denied-screen';
export { AreaGuard } from './console/area-guard';
export { ConsoleIndex } from './console/console-index';
export { ConsoleNav, consolePath } from './console/console-nav';
export { ConsolePage } from './console/console-page';
export { ConsoleShell } from './console/console-shell';
export { useConsoleAccess } from './console/use-console-access';
export { usePermissions } from './console/use-permissions';
export { AgentEditorScreen } from './agents/agent-editor-screen';
export { AgentListScreen } from './agents/agent-list-screen';
export { AgentLookScreen } from './agents/agent-look-screen';
export { AgentPublishScreen } from './agents/agent-publish-screen';
export { EditAgentScreen, NewAgentScreen } from './agents/agent-start-screens';
export {
  DataSourceEditScreen,
  NewDataSourceScreen,
  NewTypedDataSourceScreen,
  UntypedDataSourceEditScreen,
} from './data-sources/data-source-edit-screen';
export { DataSourceListScreen } from './data-sources/data-source-list-screen';
export { dataSourceConsoleMessages } from './data-sources/data-source-messages';
export { instanceSettingsMessages } from './instance-settings/instance-settings-messages';
export { agentsSettingsMessages } from './instance-settings/agents-messages';
export { AgentsSettingsScreen } from './instance-settings/agents-screen';
export { apiKeysMessages } from './instance-settings/api-keys-messages';
export { ApiKeysSettingsScreen } from './instance-settings/api-keys-screen';
export { BrandingSettingsScreen } from './instance-settings/branding-screen';
export { budgetMessages } from './instance-settings/budget-messages';
export { BudgetSettingsScreen } from './instance-settings/budget-screen';
export { hipaaMessages } from './instance-settings/hipaa-messages';
export { HipaaSettingsScreen } from './instance-settings/hipaa-screen';
export {
  InstanceSettingsIndex,
  PersonalAgentsSettingsScreen,
} from './instance-settings/instance-settings-screen';
export { GuidelinesEditScreen, NewGuidelinesScreen } from './guidelines/guidelines-edit-screen';
export { GuidelinesListScreen } from './guidelines/guidelines-list-screen';
export { guidelinesConsoleMessages } from './guidelines/guidelines-messages';
export {
  GuidelinesTemplateEditScreen,
  GuidelinesTemplateListScreen,
} from './guidelines/guidelines-template-screens';
export { RoleEditScreen } from './roles/role-edit-screen';
export { RoleListScreen } from './roles/role-list-screen';
export { roleMessages } from './roles/role-messages';
export { adminTestIds } from './test-ids';
export { NewUserScreen } from './users/new-user-screen';
export { OwnAccountScreen } from './users/own-account-screen';
export { UserEditScreen } from './users/user-edit-screen';
export { UserListScreen } from './users/user-list-screen';
export { UserProfileScreen } from './users/user-profile-screen';

export type { AccessDeniedScreenProps } from './console/access-denied-screen';
export type { AreaGuardProps } from './console/area-guard';
export type { ConsoleNavProps } from './console/console-nav';
export type { ConsolePageProps } from './console/console-page';
export type { ConsoleAccess } from './console/use-console-access';
export type { Permissions } from './console/use-permissions';
export type { UserListScreenProps } from './users/user-list-screen';
