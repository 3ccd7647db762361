import { useGetHipaaSettingsQuery, useUpdateHipaaSettingsMutation } from '@parley/api-client/admin';
import { LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import { useActionReasons } from '../console/use-permissions';
import { hipaaMessages } from './hipaa-messages';
import { HipaaPanel } from './hipaa-panel';
import {
  instanceSettingsButtonRules,
  instanceSettingsMessages as messages,
} from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';

/** `/admin/instanceSettings/hipaa` (issue 17): HIPAA mode, explained before it is switched on. */
export function HipaaSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useGetHipaaSettingsQuery();
  const [update] = useUpdateHipaaSettingsMutation();
  const switchMode = async (hipaaMode: boolean) => {
    await update({ hipaaMode }).unwrap();
    notify.success(hipaaMode ? hipaaMessages.switchedOn : hipaaMessages.switchedOff);
  };
  const settings = query.currentData;
  return (
    <InstanceSettingsPage tab="hipaa">
      {settings ? (
        <HipaaPanel settings={settings} onSwitch={switchMode} readOnlyReason={reasons.write} />
      ) : query.isError ? (
        <LoadFailedState
          title={messages.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState label={messages.loading} />
      )}
    </InstanceSettingsPage>
  );
}
