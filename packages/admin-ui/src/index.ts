export { ACCESS_DENIED_TITLE, AccessDeniedScreen } from './console/access-denied-screen';
export { AreaGuard } from './console/area-guard';
export { ConsoleIndex } from './console/console-index';
export { ConsoleNav, consolePath } from './console/console-nav';
export { ConsolePage } from './console/console-page';
export { ConsoleShell } from './console/console-shell';
export { PlaceholderScreen } from './console/placeholder-screen';
export { plannedPages } from './console/planned-pages';
export { useConsoleAccess } from './console/use-console-access';
export { adminTestIds } from './test-ids';

export type { AccessDeniedScreenProps } from './console/access-denied-screen';
export type { AreaGuardProps } from './console/area-guard';
export type { ConsoleNavProps } from './console/console-nav';
export type { ConsolePageProps } from './console/console-page';
export type { PlaceholderScreenProps } from './console/placeholder-screen';
export type { PlannedPage } from './console/planned-pages';
export type { ConsoleAccess } from './console/use-console-access';
