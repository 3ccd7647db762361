import { lazyPage } from '@parley/app-shell';
import type { ReactNode } from 'react';

/** One console route: its path under /admin, the menu item whose actions open it, its page. */
export interface ConsoleRoute {
  path: string;
  /** The contract's `adminMenu` path guarding it; `null` for every console user. */
  menuPath: string | null;
  page: ReactNode;
}

// Each area's screens load when one of its routes is first opened, so the first screen stays small.
const AgentListScreen = lazyPage(() => import('./pages/agents-pages'), 'AgentListScreen');
const NewAgentScreen = lazyPage(() => import('./pages/agents-pages'), 'NewAgentScreen');
const EditAgentScreen = lazyPage(() => import('./pages/agents-pages'), 'EditAgentScreen');
const AgentEditorScreen = lazyPage(() => import('./pages/agents-pages'), 'AgentEditorScreen');
const AgentPublishScreen = lazyPage(() => import('./pages/agents-pages'), 'AgentPublishScreen');
const AgentLookScreen = lazyPage(() => import('./pages/agents-pages'), 'AgentLookScreen');
const RoleListScreen = lazyPage(() => import('./pages/roles-pages'), 'RoleListScreen');
const RoleEditScreen = lazyPage(() => import('./pages/roles-pages'), 'RoleEditScreen');
const UserTablePage = lazyPage(() => import('./pages/users-pages'), 'UserTablePage');
const UserCardsPage = lazyPage(() => import('./pages/users-pages'), 'UserCardsPage');
const NewUserScreen = lazyPage(() => import('./pages/users-pages'), 'NewUserScreen');
const OwnAccountScreen = lazyPage(() => import('./pages/users-pages'), 'OwnAccountScreen');
const UserEditScreen = lazyPage(() => import('./pages/users-pages'), 'UserEditScreen');
const UserProfileScreen = lazyPage(() => import('./pages/users-pages'), 'UserProfileScreen');
const AccessPolicyListScreen = lazyPage(
  () => import('./pages/access-policy-pages'),
  'AccessPolicyListScreen',
);
const AccessPolicyEditScreen = lazyPage(
  () => import('./pages/access-policy-pages'),
  'AccessPolicyEditScreen',
);
const GuidelinesListScreen = lazyPage(
  () => import('./pages/guidelines-pages'),
  'GuidelinesListScreen',
);
const NewGuidelinesScreen = lazyPage(
  () => import('./pages/guidelines-pages'),
  'NewGuidelinesScreen',
);
const GuidelinesEditScreen = lazyPage(
  () => import('./pages/guidelines-pages'),
  'GuidelinesEditScreen',
);
const GuidelinesTemplateListScreen = lazyPage(
  () => import('./pages/guidelines-pages'),
  'GuidelinesTemplateListScreen',
);
const GuidelinesTemplateEditScreen = lazyPage(
  () => import('./pages/guidelines-pages'),
  'GuidelinesTemplateEditScreen',
);
const ModerationListScreen = lazyPage(
  () => import('./pages/moderation-pages'),
  'ModerationListScreen',
);
const ModerationReportScreen = lazyPage(
  () => import('./pages/moderation-pages'),
  'ModerationReportScreen',
);
const DataSourceListScreen = lazyPage(
  () => import('./pages/data-source-pages'),
  'DataSourceListScreen',
);
const NewDataSourceScreen = lazyPage(
  () => import('./pages/data-source-pages'),
  'NewDataSourceScreen',
);
const NewTypedDataSourceScreen = lazyPage(
  () => import('./pages/data-source-pages'),
  'NewTypedDataSourceScreen',
);
const DataSourceEditScreen = lazyPage(
  () => import('./pages/data-source-pages'),
  'DataSourceEditScreen',
);
const UntypedDataSourceEditScreen = lazyPage(
  () => import('./pages/data-source-pages'),
  'UntypedDataSourceEditScreen',
);
const ConnectionListScreen = lazyPage(
  () => import('./pages/connection-pages'),
  'ConnectionListScreen',
);
const ConnectionEditScreen = lazyPage(
  () => import('./pages/connection-pages'),
  'ConnectionEditScreen',
);
const NoticeListScreen = lazyPage(() => import('./pages/notice-pages'), 'NoticeListScreen');
const NoticeEditScreen = lazyPage(() => import('./pages/notice-pages'), 'NoticeEditScreen');
const BrandListScreen = lazyPage(() => import('./pages/brand-pages'), 'BrandListScreen');
const BrandEditScreen = lazyPage(() => import('./pages/brand-pages'), 'BrandEditScreen');
const AuditLogScreen = lazyPage(() => import('./pages/audit-page'), 'AuditLogScreen');
const ErrorReportListScreen = lazyPage(
  () => import('./pages/error-report-page'),
  'ErrorReportListScreen',
);
const InstanceSettingsIndex = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'InstanceSettingsIndex',
);
const BrandingSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'BrandingSettingsScreen',
);
const ApiKeysSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'ApiKeysSettingsScreen',
);
const AgentsSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'AgentsSettingsScreen',
);
const HipaaSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'HipaaSettingsScreen',
);
const BudgetSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'BudgetSettingsScreen',
);
const PersonalAgentsSettingsScreen = lazyPage(
  () => import('./pages/instance-settings-pages'),
  'PersonalAgentsSettingsScreen',
);

/**
 * Every route of admin-spec section 2 (both readings of the user routes) with the menu item that
 * guards it. The menu and the guards read the same contract table, so a route opens exactly for
 * the users whose menu shows its item. The index (`/admin`) is the dashboard, in `routes.tsx`.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: 'gptsystem', menuPath: '/admin/gptsystem', page: <AgentListScreen /> },
  { path: 'gptsystem/new', menuPath: '/admin/gptsystem', page: <NewAgentScreen /> },
  { path: 'gptsystem/:gptSystemId/edit', menuPath: '/admin/gptsystem', page: <EditAgentScreen /> },
  {
    path: 'gptsystem/:gptSystemId/edit/true',
    menuPath: '/admin/gptsystem',
    page: <EditAgentScreen />,
  },
  {
    path: 'gptsystem/configstate/:gptSystemConfigurationStateId/edit',
    menuPath: '/admin/gptsystem',
    page: <AgentEditorScreen />,
  },
  {
    path: 'gptsystem/:gptSystemId/publish',
    menuPath: '/admin/gptsystem',
    page: <AgentPublishScreen />,
  },
  { path: 'gptsystem/:gptSystemId/ux', menuPath: '/admin/gptsystem', page: <AgentLookScreen /> },
  { path: 'datasource', menuPath: '/admin/datasource', page: <DataSourceListScreen /> },
  { path: 'datasource/new', menuPath: '/admin/datasource', page: <NewDataSourceScreen /> },
  {
    path: 'datasource/:dataSourceId/edit',
    menuPath: '/admin/datasource',
    page: <UntypedDataSourceEditScreen />,
  },
  {
    path: 'datasource/:dataSourceType/:endpointsType/new',
    menuPath: '/admin/datasource',
    page: <NewTypedDataSourceScreen />,
  },
  {
    path: 'datasource/:dataSourceType/:endpointsType/:dataSourceId/edit',
    menuPath: '/admin/datasource',
    page: <DataSourceEditScreen />,
  },
  { path: 'connection', menuPath: '/admin/connection', page: <ConnectionListScreen /> },
  { path: 'connection/new', menuPath: '/admin/connection', page: <ConnectionEditScreen /> },
  {
    path: 'connection/:connectionId/edit',
    menuPath: '/admin/connection',
    page: <ConnectionEditScreen />,
  },
  { path: 'moderation', menuPath: '/admin/moderation', page: <ModerationListScreen /> },
  {
    path: 'moderation/report/:moderationReportId/view',
    menuPath: '/admin/moderation',
    page: <ModerationReportScreen />,
  },
  { path: 'guidelines', menuPath: '/admin/guidelines', page: <GuidelinesListScreen /> },
  { path: 'guidelines/new', menuPath: '/admin/guidelines', page: <NewGuidelinesScreen /> },
  {
    path: 'guidelines/:guidelinesDocumentId/edit',
    menuPath: '/admin/guidelines',
    page: <GuidelinesEditScreen />,
  },
  {
    path: 'guidelines/templates',
    menuPath: '/admin/guidelines',
    page: <GuidelinesTemplateListScreen />,
  },
  {
    path: 'guidelines/template/new',
    menuPath: '/admin/guidelines',
    page: <GuidelinesTemplateEditScreen />,
  },
  {
    path: 'guidelines/template/:id/edit',
    menuPath: '/admin/guidelines',
    page: <GuidelinesTemplateEditScreen />,
  },
  { path: 'user', menuPath: '/admin/user', page: <UserTablePage /> },
  { path: 'user/cards', menuPath: '/admin/user', page: <UserCardsPage /> },
  { path: 'user/new', menuPath: '/admin/user', page: <NewUserScreen /> },
  // Every console user may see their own account; it reads only the current-user endpoints.
  { path: 'user/account', menuPath: null, page: <OwnAccountScreen /> },
  { path: 'user/:userId/edit', menuPath: '/admin/user', page: <UserEditScreen /> },
  { path: 'user/:id/profile', menuPath: '/admin/user', page: <UserProfileScreen /> },
  { path: 'brand', menuPath: '/admin/brand', page: <BrandListScreen /> },
  { path: 'brand/new', menuPath: '/admin/brand', page: <BrandEditScreen /> },
  { path: 'brand/:brandKey/edit', menuPath: '/admin/brand', page: <BrandEditScreen /> },
  { path: 'audit', menuPath: '/admin/audit', page: <AuditLogScreen /> },
  { path: 'errorReports', menuPath: '/admin/errorReports', page: <ErrorReportListScreen /> },
  {
    path: 'chatAccessPolicy',
    menuPath: '/admin/chatAccessPolicy',
    page: <AccessPolicyListScreen />,
  },
  {
    path: 'chatAccessPolicy/new',
    menuPath: '/admin/chatAccessPolicy',
    page: <AccessPolicyEditScreen />,
  },
  {
    path: 'chatAccessPolicy/:chatAccessPolicyId/edit',
    menuPath: '/admin/chatAccessPolicy',
    page: <AccessPolicyEditScreen />,
  },
  { path: 'notices', menuPath: '/admin/notices', page: <NoticeListScreen /> },
  { path: 'notices/new', menuPath: '/admin/notices', page: <NoticeEditScreen /> },
  { path: 'notices/:noticeId/edit', menuPath: '/admin/notices', page: <NoticeEditScreen /> },
  { path: 'userRole', menuPath: '/admin/userRole', page: <RoleListScreen /> },
  { path: 'userRole/new', menuPath: '/admin/userRole', page: <RoleEditScreen /> },
  { path: 'userRole/:userRoleId/edit', menuPath: '/admin/userRole', page: <RoleEditScreen /> },
  // Each tab has its route; any other name opens the default tab.
  {
    path: 'instanceSettings/:tab?',
    menuPath: '/admin/instanceSettings',
    page: <InstanceSettingsIndex />,
  },
  {
    path: 'instanceSettings/apiKeys',
    menuPath: '/admin/instanceSettings',
    page: <ApiKeysSettingsScreen />,
  },
  {
    path: 'instanceSettings/branding',
    menuPath: '/admin/instanceSettings',
    page: <BrandingSettingsScreen />,
  },
  {
    path: 'instanceSettings/hipaa',
    menuPath: '/admin/instanceSettings',
    page: <HipaaSettingsScreen />,
  },
  {
    path: 'instanceSettings/agents',
    menuPath: '/admin/instanceSettings',
    page: <AgentsSettingsScreen />,
  },
  {
    path: 'instanceSettings/budget',
    menuPath: '/admin/instanceSettings',
    page: <BudgetSettingsScreen />,
  },
  {
    path: 'instanceSettings/personalAgents',
    menuPath: '/admin/instanceSettings',
    page: <PersonalAgentsSettingsScreen />,
  },
];
