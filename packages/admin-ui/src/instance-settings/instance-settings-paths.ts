/**
 * The instance settings tabs' addresses, relative to the console's basename (/admin): each tab
 * is a sub-route (admin-spec section 2); `/instanceSettings` opens apiKeys, the spec's default.
 */
export const instanceSettingsPaths = {
  root: '/instanceSettings',
  apiKeys: '/instanceSettings/apiKeys',
  branding: '/instanceSettings/branding',
  agents: '/instanceSettings/agents',
  personalAgents: '/instanceSettings/personalAgents',
  budget: '/instanceSettings/budget',
  hipaa: '/instanceSettings/hipaa',
} as const;

export type InstanceSettingsTab = Exclude<keyof typeof instanceSettingsPaths, 'root'>;
