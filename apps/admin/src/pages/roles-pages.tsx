// The User Roles screens, loaded when one of their routes is first opened.
export { RoleEditScreen, RoleListScreen } from '@parley/admin-ui';
