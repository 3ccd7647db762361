// The Chat Access Policies screens, loaded when one of their routes is first opened.
export { AccessPolicyEditScreen, AccessPolicyListScreen } from '@parley/admin-ui';
