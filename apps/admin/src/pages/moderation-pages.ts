// The moderation screens, loaded when one of their routes is first opened.
export { ModerationListScreen, ModerationReportScreen } from '@parley/admin-ui';
