// The Instance Settings screens, loaded when one of their routes is first opened.
export { InstanceSettingsIndex, PersonalAgentsSettingsScreen } from '@parley/admin-ui';
