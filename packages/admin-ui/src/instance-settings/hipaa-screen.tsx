import { useGetHipaaSettingsQuery, useUpdateHipaaSettingsMutation } from '@parley/api-client/admin';
import { notify } from '@parley/app-shell';
import { useActionReasons } from '../console/use-permissions';
import { hipaaMessages } from './hipaa-messages';
import { HipaaPanel } from './hipaa-panel';
import { instanceSettingsButtonRules } from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';
import { SettingsTabBody } from './settings-tab-body';

/** `/admin/instanceSettings/hipaa` (issue 17): HIPAA mode, explained before it is switched on. */
export function HipaaSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useGetHipaaSettingsQuery();
  const [update] = useUpdateHipaaSettingsMutation();
  const switchMode = async (hipaaMode: boolean) => {
    await update({ hipaaMode }).unwrap();
    notify.success(hipaaMode ? hipaaMessages.switchedOn : hipaaMessages.switchedOff);
  };
  return (
    <InstanceSettingsPage tab="hipaa">
      <SettingsTabBody query={query}>
        {(settings) => (
          <HipaaPanel settings={settings} onSwitch={switchMode} readOnlyReason={reasons.write} />
        )}
      </SettingsTabBody>
    </InstanceSettingsPage>
  );
}
