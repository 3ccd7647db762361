// The Instance Settings screens, loaded when one of their routes is first opened.
export {
  AgentsSettingsScreen,
  ApiKeysSettingsScreen,
  BrandingSettingsScreen,
  BudgetSettingsScreen,
  HipaaSettingsScreen,
  InstanceSettingsIndex,
  PersonalAgentsSettingsScreen,
} from '@parley/admin-ui';
