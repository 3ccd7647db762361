// The Audit Logs screen, loaded when its route is first opened.
export { AuditLogScreen } from '@parley/admin-ui';
