import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { FeatureName } from '@parley/api-contract';
import { CHAT_APP_PATH } from '@parley/app-shell';
import { instanceSettingsPaths } from '../instance-settings/instance-settings-paths';
import { consoleEn } from '../i18n/console-en';
import { useConsoleText } from '../i18n/console-text';
import type { ConsoleTextKey } from '../i18n/console-text';
import { ConsolePage } from './console-page';

export const SWITCHED_OFF_TITLE = consoleEn.switchedOff;

/** What each switch that hides a console page turns off, and the settings tab that holds it. */
const switches: Partial<Record<FeatureName, { sentence: ConsoleTextKey; settingsPath: string }>> = {
  AllowUserCreatedGptSystems: {
    sentence: 'switchedOffPersonalAgents',
    settingsPath: instanceSettingsPaths.personalAgents,
  },
  AllowConnections: {
    sentence: 'switchedOffConnections',
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
  const t = useConsoleText();
  const described = switches[feature] ?? {
    sentence: 'switchedOffPage',
    settingsPath: instanceSettingsPaths.root,
  };
  return (
    <ConsolePage title={t('switchedOff')}>
      <Stack gap="4" maxW="prose" role="status">
        <Text>
          {t(described.sentence)}{' '}
          {t(canOpenSettings ? 'switchOnYourself' : 'switchOnAdministrator')}
        </Text>
      </Stack>
      <Stack direction="row" gap="3">
        {canOpenSettings ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={described.settingsPath}>{t('openTheSetting')}</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={CHAT_APP_PATH}>{t('backToChat')}</a>
        </Button>
      </Stack>
    </ConsolePage>
  );
}
