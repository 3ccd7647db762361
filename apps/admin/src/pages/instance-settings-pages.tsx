// The Instance Settings screens, loaded when one of their routes is first opened.
export {
  ApiKeysSettingsScreen,
  InstanceSettingsIndex,
  PersonalAgentsSettingsScreen,
} from '@parley/admin-ui';
