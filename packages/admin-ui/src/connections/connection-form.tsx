import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ConnectionInput, ConnectionProviderType } from '@parley/api-contract';
import {
  applyServerErrors,
  describeServerError,
  ErrorAlertList,
  FormActions,
  MultilineField,
  MultiSelectField,
  NumberField,
  RetryAlert,
  SecretField,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { DeleteButton } from '../components/delete-button';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import type { CompiledConfigurationForm, ConfigurationField } from './connection-form-compiler';
import { connectionConsoleMessages as messages } from './connection-messages';
import { connectionFormSchema } from './connection-schema';
import type { ConnectionFormValues } from './connection-schema';

/** The provider's compiled settings as they load. */
export type ConfigurationState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void }
  | { status: 'ready'; form: CompiledConfigurationForm };

/** The roles a connection may name, as they load. */
export interface RoleChoices {
  status: 'loading' | 'error' | 'ready';
  options: readonly SelectOption[];
  error?: unknown;
  onRetry?: () => void;
}

export interface ConnectionFormProps {
  providerType: ConnectionProviderType;
  providerName: string;
  initialValues: ConnectionFormValues;
  configuration: ConfigurationState;
  /** What the server shows of each stored secret (`••••abcd`), by setting. */
  maskedSecrets: Readonly<Record<string, string>>;
  roles: RoleChoices;
  /** Saves (as the server takes it); rejects with the server's error, which the form shows. */
  onSubmit: (input: ConnectionInput) => Promise<void>;
  onCancel: () => void;
  /** Deletes the connection (edit only), behind a confirmation; a rejection is shown. */
  onDelete?: () => Promise<void>;
  readOnlyReason?: string;
  deleteReason?: string;
}

const settingName = (name: string) => `dynamicConfigurationData.${name}`;

function SettingField({
  field,
  maskedValue,
  disabled,
}: {
  field: ConfigurationField;
  maskedValue: string | null;
  disabled: boolean;
}) {
  const name = settingName(field.name);
  const shared = { name, label: field.label, helperText: field.helperText, disabled };
  switch (field.kind) {
    case 'secret':
      return <SecretField {...shared} required={field.required} maskedValue={maskedValue} />;
    case 'boolean':
      return <SwitchField {...shared} />;
    case 'number':
      return (
        <NumberField
          {...shared}
          required={field.required}
          min={field.min}
          max={field.max}
          step={field.step}
        />
      );
    case 'select':
      return (
        <SelectField
          {...shared}
          required={field.required}
          options={field.options}
          placeholder={`Choose ${field.label.toLowerCase()}`}
        />
      );
    case 'text':
      return (
        <TextField
          {...shared}
          required={field.required}
          type={field.inputType}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          autoComplete="off"
        />
      );
  }
}

/** Fills the settings a new form leaves empty with the provider's defaults once they are known. */
function ApplyDefaults({ form }: { form: CompiledConfigurationForm | undefined }) {
  const { values, setFieldValue } = useFormikContext<ConnectionFormValues>();
  useEffect(() => {
    if (!form) return;
    const defaults = form.initialValues({});
    for (const [name, value] of Object.entries(defaults)) {
      if (value !== undefined && values.dynamicConfigurationData[name] === undefined) {
        void setFieldValue(settingName(name), value, false);
      }
    }
    // Only when the provider's settings arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  return null;
}

/**
 * A connection (admin-spec section 2): its basic information (name, description, the admin user
 * roles), the provider's settings drawn from its schema, Save, Cancel and, when editing, Delete
 * behind a confirmation. Save stays disabled until the provider's schema has loaded and something
 * changed. Secrets show masked with Replace; an unreplaced one never reaches the payload.
 */
export function ConnectionForm({
  providerType,
  providerName,
  initialValues,
  configuration,
  maskedSecrets,
  roles,
  onSubmit,
  onCancel,
  onDelete,
  readOnlyReason,
  deleteReason,
}: ConnectionFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  const basicsId = useId();
  const settingsId = useId();
  const compiled = configuration.status === 'ready' ? configuration.form : undefined;
  const schema = useMemo(() => connectionFormSchema(compiled?.schema), [compiled]);

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleteErrors([]);
    try {
      await onDelete();
    } catch (error) {
      setDeleteErrors([describeServerError(error).message]);
    }
  };

  return (
    <Formik<ConnectionFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { setErrors }) => {
        if (!compiled) return;
        setFormErrors([]);
        const cast = schema.cast(values, { stripUnknown: false }) as ConnectionFormValues;
        try {
          await onSubmit({
            name: cast.name,
            description: cast.description,
            userRoleIds: cast.userRoleIds,
            connectionProviderType: providerType,
            dynamicConfigurationData: compiled.configurationData(values.dynamicConfigurationData),
          });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={messages.form}>
          <UnsavedChangesGuard />
          <ApplyDefaults form={compiled} />
          <Stack gap="8" maxW="3xl">
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <ErrorAlertList messages={deleteErrors} title={messages.deleteFailed} />
            <Stack as="section" gap="4" aria-labelledby={basicsId}>
              <Heading as="h2" size="md" id={basicsId}>
                {messages.basicsHeading}
              </Heading>
              <TextField
                name="name"
                label={messages.nameLabel}
                helperText={messages.nameHelp}
                required
                disabled={readOnly}
                autoComplete="off"
              />
              <MultilineField
                name="description"
                label={messages.descriptionLabel}
                required
                disabled={readOnly}
              />
              <MultiSelectField
                name="userRoleIds"
                label={messages.rolesLabel}
                helperText={messages.rolesHelp}
                required
                options={roles.options}
                columns={2}
                disabled={readOnly}
              />
              {roles.status === 'loading' ? (
                <HStack gap="2" role="status">
                  <Spinner size="sm" />
                  <Text textStyle="sm">{messages.rolesLoading}</Text>
                </HStack>
              ) : roles.status === 'error' ? (
                <RetryAlert
                  title={messages.rolesLoadFailed}
                  error={roles.error}
                  onRetry={roles.onRetry}
                />
              ) : (
                roles.options.length === 0 && (
                  <Text color="fg.muted" textStyle="sm">
                    {messages.noRoles}
                  </Text>
                )
              )}
            </Stack>

            <Stack as="section" gap="4" aria-labelledby={settingsId}>
              <Heading as="h2" size="md" id={settingsId}>
                {messages.settingsHeading(providerName)}
              </Heading>
              {configuration.status === 'loading' && (
                <HStack gap="2" role="status">
                  <Spinner size="sm" />
                  <Text textStyle="sm">{messages.settingsLoading}</Text>
                </HStack>
              )}
              {configuration.status === 'error' && (
                <RetryAlert
                  title={messages.settingsLoadFailed}
                  error={configuration.error}
                  onRetry={configuration.onRetry}
                />
              )}
              {compiled?.fields.map((field) => (
                <SettingField
                  key={field.name}
                  field={field}
                  maskedValue={maskedSecrets[field.name] ?? null}
                  disabled={readOnly}
                />
              ))}
            </Stack>

            <FormActions
              canSave={dirty && compiled !== undefined}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            >
              {onDelete && (
                <DeleteButton
                  label={messages.deleteConnection}
                  heading={messages.deleteHeading}
                  name={initialValues.name}
                  disabledReason={deleteReason}
                  onDelete={confirmDelete}
                />
              )}
            </FormActions>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
