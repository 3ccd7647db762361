import { Stack, Text } from '@chakra-ui/react';
import { libraryLanguages } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  MultilineField,
  NumberField,
  SelectField,
  TextField,
} from '@parley/app-shell';
import { Form, Formik, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { dataSourceFormSchema } from './data-source-schema';
import type { DataSourceFormValues } from './data-source-schema';

export interface DataSourceFormProps {
  initialValues: DataSourceFormValues;
  /** The deployments explicit endpoints may name (their names). */
  deploymentNames: readonly string[];
  /** Whether the endpoints may be changed here (an existing library moves on save). */
  canChangeEndpoints: boolean;
  /** Saves; rejects with the server's error (RTK Query's `unwrap()`), which the form shows. */
  onSubmit: (values: DataSourceFormValues) => Promise<void>;
  onCancel: () => void;
  /** Why the user may not change the library: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Further buttons after Cancel (Delete library). */
  children?: ReactNode;
}

const languageOptions = libraryLanguages.map((language) => ({
  value: language,
  label: messages.languages[language],
}));
const endpointOptions = (['Default', 'Explicit'] as const).map((value) => ({
  value,
  label: messages.endpointsChoice[value].title,
}));

/** The deployment field, shown only while explicit endpoints are chosen. */
function EmbeddingField({
  deploymentNames,
  disabled,
}: {
  deploymentNames: readonly string[];
  disabled: boolean;
}) {
  const { values } = useFormikContext<DataSourceFormValues>();
  if (values.endpointsType !== 'Explicit') return null;
  return (
    <SelectField
      name="embeddingDeploymentName"
      label={messages.embeddingLabel}
      helperText={messages.embeddingHelp}
      placeholder={messages.embeddingPlaceholder}
      options={deploymentNames.map((name) => ({ value: name, label: name }))}
      required
      disabled={disabled}
    />
  );
}

/**
 * A library's settings: name, description, endpoints (with the embedding deployment explicit
 * endpoints need), chunking and language, with Save and Cancel. Save stays disabled until
 * something changed; the server's field errors land on their fields.
 */
export function DataSourceForm({
  initialValues,
  deploymentNames,
  canChangeEndpoints,
  onSubmit,
  onCancel,
  readOnlyReason,
  children,
}: DataSourceFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<DataSourceFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={dataSourceFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSubmit(values);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={messages.settingsForm}>
          <Stack gap="4" maxW="2xl">
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
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
              disabled={readOnly}
            />
            {canChangeEndpoints && (
              <SelectField
                name="endpointsType"
                label={messages.endpointsLabel}
                options={endpointOptions}
                disabled={readOnly}
              />
            )}
            <EmbeddingField deploymentNames={deploymentNames} disabled={readOnly} />
            <Text textStyle="sm" color="fg.muted">
              {messages.indexSettingsNote}
            </Text>
            <NumberField
              name="chunkSize"
              label={messages.chunkSizeLabel}
              helperText={messages.chunkSizeHelp}
              required
              disabled={readOnly}
              step={100}
            />
            <NumberField
              name="chunkOverlap"
              label={messages.chunkOverlapLabel}
              helperText={messages.chunkOverlapHelp}
              required
              disabled={readOnly}
              step={10}
            />
            <SelectField
              name="language"
              label={messages.languageLabel}
              helperText={messages.languageHelp}
              options={languageOptions}
              disabled={readOnly}
            />
            <FormActions
              canSave={dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            >
              {children}
            </FormActions>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
