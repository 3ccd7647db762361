// The connection screens, loaded when one of their routes is first opened.
export { ConnectionEditScreen, ConnectionListScreen } from '@parley/admin-ui';
