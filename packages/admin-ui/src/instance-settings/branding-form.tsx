import type { InstanceBrandingSettings } from '@parley/api-contract';
import { SelectField, SwitchField, TextField } from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { brandingLimits } from '@parley/api-contract';
import { brandingMessages as messages } from './branding-messages';
import { brandingFormSchema } from './branding-schema';
import type { BrandingFormValues } from './branding-schema';
import { SettingsForm } from './settings-form';

export interface BrandingFormProps {
  /** The settings as stored, with the instance's default brand. Read once. */
  initialValues: BrandingFormValues;
  /** The brands to choose the default from (`GET admin/brands`). */
  brands: readonly SelectOption[];
  /** Saves the settings and, when it changed, the default brand; rejects with the server's error. */
  onSubmit: (
    settings: InstanceBrandingSettings,
    defaultBrandKey: string | undefined,
  ) => Promise<void>;
  /** Why the user may not change the settings: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * The branding tab: the application's and the organisation's names, the default brand, and the
 * ShowFooter and AllowConnections switches. The default brand is sent only when it differs from
 * the stored one (the last save's, not the page's first). Cancel puts back what is stored.
 */
export function BrandingForm({
  initialValues,
  brands,
  onSubmit,
  readOnlyReason,
}: BrandingFormProps) {
  return (
    <SettingsForm<BrandingFormValues>
      label={messages.form}
      initialValues={initialValues}
      validationSchema={brandingFormSchema}
      onSave={async ({ defaultBrandKey, ...values }, saved) => {
        const trimmed = brandingFormSchema.cast(values, { stripUnknown: true });
        await onSubmit(
          trimmed,
          defaultBrandKey === saved.defaultBrandKey ? undefined : defaultBrandKey,
        );
        return { ...trimmed, defaultBrandKey };
      }}
      readOnlyReason={readOnlyReason}
    >
      {({ readOnly }) => (
        <>
          <TextField
            name="name"
            label={messages.name}
            helperText={messages.nameHelp}
            maxLength={brandingLimits.nameMaxLength}
            required
            disabled={readOnly}
          />
          <TextField
            name="organizationName"
            label={messages.organizationName}
            helperText={messages.organizationNameHelp}
            maxLength={brandingLimits.nameMaxLength}
            required
            disabled={readOnly}
          />
          <SelectField
            name="defaultBrandKey"
            label={messages.defaultBrand}
            helperText={messages.defaultBrandHelp}
            options={brands}
            disabled={readOnly}
          />
          <SwitchField
            name="showFooter"
            label={messages.showFooter}
            helperText={messages.showFooterHelp}
            disabled={readOnly}
          />
          <SwitchField
            name="allowConnections"
            label={messages.allowConnections}
            helperText={messages.allowConnectionsHelp}
            disabled={readOnly}
          />
        </>
      )}
    </SettingsForm>
  );
}
