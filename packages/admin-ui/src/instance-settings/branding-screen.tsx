import type { InstanceBrandingSettings } from '@parley/api-contract';
import {
  useGetBrandingSettingsQuery,
  useGetDefaultBrandKeyQuery,
  useListAdminBrandsQuery,
  useSetDefaultBrandKeyMutation,
  useUpdateBrandingSettingsMutation,
} from '@parley/api-client/admin';
import { useActionReasons } from '../console/use-permissions';
import { BrandingForm } from './branding-form';
import { instanceSettingsButtonRules } from './instance-settings-messages';
import { InstanceSettingsPage } from './instance-settings-screen';
import { SettingsTabBody } from './settings-tab-body';

/**
 * `/admin/instanceSettings/branding` (issue 17): the application's and organisation's names,
 * the default brand (chosen from `GET admin/brands`, saved through `PUT .../defaultBrandKey`) and
 * the footer and connections switches. Clients follow through the settings version.
 */
export function BrandingSettingsScreen() {
  const { reasons } = useActionReasons(instanceSettingsButtonRules);
  const settings = useGetBrandingSettingsQuery();
  const defaultBrand = useGetDefaultBrandKeyQuery();
  const brands = useListAdminBrandsQuery();
  const [update] = useUpdateBrandingSettingsMutation();
  const [setDefaultBrand] = useSetDefaultBrandKeyMutation();
  const save = async (values: InstanceBrandingSettings, defaultBrandKey: string | undefined) => {
    if (defaultBrandKey !== undefined) await setDefaultBrand({ defaultBrandKey }).unwrap();
    await update(values).unwrap();
  };
  const loaded =
    settings.currentData && defaultBrand.currentData
      ? { ...settings.currentData, defaultBrandKey: defaultBrand.currentData.defaultBrandKey }
      : undefined;
  const query = {
    currentData: loaded,
    isError: settings.isError || defaultBrand.isError,
    error: settings.error ?? defaultBrand.error,
    refetch: () => {
      void settings.refetch();
      void defaultBrand.refetch();
    },
  };
  return (
    <InstanceSettingsPage tab="branding">
      <SettingsTabBody query={query}>
        {(initialValues) => (
          <BrandingForm
            initialValues={initialValues}
            brands={(
              brands.data?.items ?? [{ brandKey: initialValues.defaultBrandKey, name: null }]
            ).map(({ brandKey, name }) => ({ value: brandKey, label: name ?? brandKey }))}
            onSubmit={save}
            readOnlyReason={reasons.write}
          />
        )}
      </SettingsTabBody>
    </InstanceSettingsPage>
  );
}
