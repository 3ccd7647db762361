/** Test ids of app-shell, for the places no role or label reaches (STYLE: kebab-case, package prefix). */
export const shellTestIds = {
  settingsResetDot: 'shell-settings-reset-dot',
} as const;
