import { PlaceholderScreen, plannedPages } from '@parley/admin-ui';
import type { PlannedPage } from '@parley/admin-ui';
import type { ReactNode } from 'react';

/** One console route: its path under /admin, the menu item whose actions open it, its page. */
export interface ConsoleRoute {
  path: string;
  /** The contract's `adminMenu` path guarding it; `null` for every console user. */
  menuPath: string | null;
  page: ReactNode;
}

const planned = (page: PlannedPage) => <PlaceholderScreen {...plannedPages[page]} />;

/**
 * Every route of admin-spec section 2 (both readings of the user routes) with the menu item that
 * guards it. The menu and the guards read the same contract table, so a route opens exactly for
 * the users whose menu shows its item. The index (`/admin`) is the dashboard, in `routes.tsx`.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: 'gptsystem', menuPath: '/admin/gptsystem', page: planned('agents') },
  { path: 'gptsystem/new', menuPath: '/admin/gptsystem', page: planned('agentNew') },
  { path: 'gptsystem/:gptSystemId/edit', menuPath: '/admin/gptsystem', page: planned('agentEdit') },
  {
    path: 'gptsystem/:gptSystemId/edit/true',
    menuPath: '/admin/gptsystem',
    page: planned('agentEdit'),
  },
  {
    path: 'gptsystem/configstate/:gptSystemConfigurationStateId/edit',
    menuPath: '/admin/gptsystem',
    page: planned('agentEdit'),
  },
  {
    path: 'gptsystem/:gptSystemId/publish',
    menuPath: '/admin/gptsystem',
    page: planned('agentPublish'),
  },
  { path: 'gptsystem/:gptSystemId/ux', menuPath: '/admin/gptsystem', page: planned('agentLook') },
  { path: 'datasource', menuPath: '/admin/datasource', page: planned('dataSources') },
  { path: 'datasource/new', menuPath: '/admin/datasource', page: planned('dataSourceEdit') },
  {
    path: 'datasource/:dataSourceId/edit',
    menuPath: '/admin/datasource',
    page: planned('dataSourceEdit'),
  },
  {
    path: 'datasource/:dataSourceType/:endpointsType/new',
    menuPath: '/admin/datasource',
    page: planned('dataSourceEdit'),
  },
  {
    path: 'datasource/:dataSourceType/:endpointsType/:dataSourceId/edit',
    menuPath: '/admin/datasource',
    page: planned('dataSourceEdit'),
  },
  { path: 'connection', menuPath: '/admin/connection', page: planned('connections') },
  { path: 'connection/new', menuPath: '/admin/connection', page: planned('connectionEdit') },
  {
    path: 'connection/:connectionId/edit',
    menuPath: '/admin/connection',
    page: planned('connectionEdit'),
  },
  { path: 'moderation', menuPath: '/admin/moderation', page: planned('moderation') },
  {
    path: 'moderation/report/:moderationReportId/view',
    menuPath: '/admin/moderation',
    page: planned('moderationReport'),
  },
  { path: 'guidelines', menuPath: '/admin/guidelines', page: planned('guidelines') },
  { path: 'guidelines/new', menuPath: '/admin/guidelines', page: planned('guidelinesEdit') },
  {
    path: 'guidelines/:guidelinesDocumentId/edit',
    menuPath: '/admin/guidelines',
    page: planned('guidelinesEdit'),
  },
  { path: 'guidelines/templates', menuPath: '/admin/guidelines', page: planned('guidelines') },
  {
    path: 'guidelines/template/new',
    menuPath: '/admin/guidelines',
    page: planned('guidelinesEdit'),
  },
  {
    path: 'guidelines/template/:id/edit',
    menuPath: '/admin/guidelines',
    page: planned('guidelinesEdit'),
  },
  { path: 'brand', menuPath: '/admin/brand', page: planned('brands') },
  { path: 'brand/new', menuPath: '/admin/brand', page: planned('brandEdit') },
  { path: 'brand/:brandKey/edit', menuPath: '/admin/brand', page: planned('brandEdit') },
  {
    path: 'instanceSettings/:tab?',
    menuPath: '/admin/instanceSettings',
    page: planned('instanceSettings'),
  },
];
