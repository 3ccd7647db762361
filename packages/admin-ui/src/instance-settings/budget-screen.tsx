import type { UpdateBudgetSettingsRequest } from '@parley/api-contract';
import {
  useGetBudgetSettingsQuery,
  useUpdateBudgetSettingsMutation,
} from '@parley/api-client/admin';
import { useActionReasons } from '../console/use-permissions';
import { BudgetForm } from './budget-form';
import { instanceSettingsButtonRules } from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';
import { SettingsTabBody } from './settings-tab-body';

/** `/admin/instanceSettings/budget` (issue 17): token budgets and their spend this period. */
export function BudgetSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useGetBudgetSettingsQuery();
  const [update] = useUpdateBudgetSettingsMutation();
  const save = async (request: UpdateBudgetSettingsRequest) => {
    await update(request).unwrap();
  };
  return (
    <InstanceSettingsPage tab="budget">
      <SettingsTabBody query={query}>
        {(settings) => (
          <BudgetForm settings={settings} onSubmit={save} readOnlyReason={reasons.write} />
        )}
      </SettingsTabBody>
    </InstanceSettingsPage>
  );
}
