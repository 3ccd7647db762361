import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { FeatureName } from '@parley/api-contract';
import { CHAT_APP_PATH } from '@parley/app-shell';
import { instanceSettingsPaths } from '../instance-settings/instance-settings-paths';
import { ConsolePage } from './console-page';

export const SWITCHED_OFF_TITLE = 'Switched off';

/** What each switch that hides a console page turns off, and the settings tab that holds it. */
const switches: Partial<Record<FeatureName, { sentence: string; settingsPath: string }>> = {
  AllowUserCreatedGptSystems: {
    sentence:
      'Personal agents are switched off on this instance, so no agent can be shared or reported.',
    settingsPath: instanceSettingsPaths.personalAgents,
  },
  AllowConnections: {
    sentence: 'Connections are switched off on this instance.',
    settingsPath: instanceSettingsPaths.branding,
  },
};

export interface SwitchedOffScreenProps {
  feature: FeatureName;
  /** Whether the user may open the instance settings, where the switch is. */
  canOpenSettings: boolean;
}

/**
 * What a console route shows to a user whose roles open it while an instance switch hides it
 * (personal agents off hides Report Moderation): the switch, not their roles, is the reason, and
 * the way on is the setting, for those who may change it.
 */
export function SwitchedOffScreen({ feature, canOpenSettings }: SwitchedOffScreenProps) {
  const described = switches[feature] ?? {
    sentence: 'This page is switched off on this instance.',
    settingsPath: instanceSettingsPaths.root,
  };
  return (
    <ConsolePage title={SWITCHED_OFF_TITLE}>
      <Stack gap="4" maxW="prose" role="status">
        <Text>
          {described.sentence}{' '}
          {canOpenSettings
            ? 'You can switch it on in the instance settings.'
            : 'An administrator can switch it on in the instance settings.'}
        </Text>
      </Stack>
      <Stack direction="row" gap="3">
        {canOpenSettings ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={described.settingsPath}>Open the setting</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={CHAT_APP_PATH}>Back to chat</a>
        </Button>
      </Stack>
    </ConsolePage>
  );
}
