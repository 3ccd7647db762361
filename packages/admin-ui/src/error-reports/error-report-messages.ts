import type { ErrorReportApp } from '@parley/api-contract';
import { menuItemTitle } from '../console/console-messages';

export const ERROR_REPORTS_MENU_PATH = '/admin/errorReports';

/** The screen's words, in one place for the screen and its tests. */
export const errorReportMessages = {
  /** The menu item's title: the page's heading says where the menu led. */
  title: menuItemTitle(ERROR_REPORTS_MENU_PATH),
  description:
    'What failed in the chat, the console and the public chat, newest first, kept 30 days. Select a report to read its stack.',
  table: 'Error reports',
  empty: 'No errors were reported.',
  search: 'Search error reports',
  searchPlaceholder: 'Message, path or environment',
  app: 'App',
  allApps: 'All apps',
  anonymous: 'Anonymous visitor',
  appNames: {
    chat: 'Chat',
    admin: 'Console',
    'public-chat': 'Public chat',
  } satisfies Record<ErrorReportApp, string>,
  columns: {
    time: 'Time',
    app: 'App',
    environment: 'Environment',
    message: 'Message',
    user: 'User',
    occurrences: 'Reports of it',
  },
  drawer: {
    title: 'Error report',
    close: 'Close error report',
    loading: 'Loading the error report',
    failed: 'This error report could not be loaded',
    stack: 'Stack',
    noStack: 'The report carries no stack.',
  },
} as const;
