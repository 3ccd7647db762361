import type { UpdateBudgetSettingsRequest } from '@parley/api-contract';
import {
  useGetBudgetSettingsQuery,
  useUpdateBudgetSettingsMutation,
} from '@parley/api-client/admin';
import { LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import { useActionReasons } from '../console/use-permissions';
import { BudgetForm } from './budget-form';
import {
  instanceSettingsButtonRules,
  instanceSettingsMessages as messages,
} from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';

/** `/admin/instanceSettings/budget` (issue 17): token budgets and their spend this period. */
export function BudgetSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const query = useGetBudgetSettingsQuery();
  const [update] = useUpdateBudgetSettingsMutation();
  const save = async (request: UpdateBudgetSettingsRequest) => {
    await update(request).unwrap();
    notify.success(messages.saved);
  };
  const settings = query.currentData;
  return (
    <InstanceSettingsPage tab="budget">
      {settings ? (
        <BudgetForm settings={settings} onSubmit={save} readOnlyReason={reasons.write} />
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
