// The Error Reports screen, loaded when its route is first opened.
export { ErrorReportListScreen } from '@parley/admin-ui';
