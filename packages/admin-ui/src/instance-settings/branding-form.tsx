import { Stack } from '@chakra-ui/react';
import type { InstanceBrandingSettings } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { brandingLimits } from '@parley/api-contract';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ReadOnlyNotice } from '../console/read-only-notice';
import { brandingMessages as messages } from './branding-messages';
import { brandingFormSchema } from './branding-schema';
import type { BrandingFormValues } from './branding-schema';
import { instanceSettingsMessages } from './instance-settings-messages';

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
 * ShowFooter and AllowConnections switches. Cancel puts back what is stored.
 */
export function BrandingForm({
  initialValues,
  brands,
  onSubmit,
  readOnlyReason,
}: BrandingFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<BrandingFormValues>
      initialValues={initialValues}
      validationSchema={brandingFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        const { defaultBrandKey, ...settings } = values;
        const trimmed = brandingFormSchema.cast(settings, { stripUnknown: true });
        try {
          await onSubmit(
            trimmed,
            defaultBrandKey === initialValues.defaultBrandKey ? undefined : defaultBrandKey,
          );
          resetForm({ values: { ...trimmed, defaultBrandKey } });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={messages.form}>
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="2xl">
            <ReadOnlyNotice reason={readOnlyReason} />
            <ErrorAlertList messages={formErrors} title={instanceSettingsMessages.saveFailed} />
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
            <FormActions
              canSave={!readOnly && dirty}
              isSubmitting={isSubmitting}
              onCancel={() => {
                setFormErrors([]);
                resetForm();
              }}
              readOnlyReason={readOnlyReason}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
