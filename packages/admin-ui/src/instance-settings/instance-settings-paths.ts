/**
 * The instance settings tabs' addresses, relative to the console's basename (/admin): each tab
 * is a sub-route (admin-spec section 2). Only built tabs are listed; `/instanceSettings` opens
 * the first of them until apiKeys, the spec's default, exists.
 */
export const instanceSettingsPaths = {
  root: '/instanceSettings',
  personalAgents: '/instanceSettings/personalAgents',
} as const;

export type InstanceSettingsTab = Exclude<keyof typeof instanceSettingsPaths, 'root'>;
