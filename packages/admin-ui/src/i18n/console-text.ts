import { defineCatalogue } from '@parley/theme-brands';
import type { AdminMenuItem } from '@parley/api-contract';
import { consoleAr } from './console-ar';
import { consoleEn } from './console-en';

/** The console's strings (its menu and shell screens; the resource screens are English still). */
export const consoleCatalogue = defineCatalogue('console', consoleEn, consoleAr);
export const useConsoleText = consoleCatalogue.useText;
export type ConsoleTextKey = keyof typeof consoleEn;

/** Each section of the contract's menu by its catalogue key. */
export const menuSectionKeys = {
  'Manage Agents': 'sectionManageAgents',
  Administration: 'sectionAdministration',
} as const satisfies Record<AdminMenuItem['section'], ConsoleTextKey>;

/** Each item of the contract's menu by its English title; a title missing here shows as it is. */
export const menuTitleKeys: Readonly<Record<string, ConsoleTextKey>> = {
  Dashboard: 'menuDashboard',
  Agents: 'menuAgents',
  'File Libraries': 'menuFileLibraries',
  Connections: 'menuConnections',
  'Report Moderation': 'menuReportModeration',
  Brands: 'menuBrands',
  Guidelines: 'menuGuidelines',
  'Chat Access Policies': 'menuChatAccessPolicies',
  'User Roles': 'menuUserRoles',
  Users: 'menuUsers',
  'Audit Logs': 'menuAuditLogs',
  'Error Reports': 'menuErrorReports',
  Notices: 'menuNotices',
  'Instance Settings': 'menuInstanceSettings',
};

/** A menu item's title in the page's language (a title missing from `menuTitleKeys` as it is). */
export function useMenuTitle(): (englishTitle: string) => string {
  const t = useConsoleText();
  return (englishTitle) => {
    const key = menuTitleKeys[englishTitle];
    return key ? t(key) : englishTitle;
  };
}
