import { Stack } from '@chakra-ui/react';
import { maxAgentsPerUserLimit } from '@parley/api-contract';
import type { InstancePersonalAgentSettings } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  NumberField,
  SwitchField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { instanceSettingsMessages as messages } from './instance-settings-messages';
import { personalAgentSettingsOf, personalAgentsFormSchema } from './personal-agents-schema';
import type { PersonalAgentsFormValues } from './personal-agents-schema';
import { ReadOnlyNotice } from '../console/read-only-notice';

export interface PersonalAgentsFormProps {
  /** The settings as stored. Read once: a refetch must not undo a change being made. */
  initialValues: InstancePersonalAgentSettings;
  /** Saves the settings; rejects with the server's error (RTK Query's `unwrap()`), then shown. */
  onSubmit: (settings: InstancePersonalAgentSettings) => Promise<void>;
  /** Why the user may not change the settings: the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * The personalAgents tab: whether staff may build personal agents (AllowUserCreatedGptSystems),
 * whether they may share them, and the most one user may own (empty: no limit). Cancel puts back what is stored;
 * after a save the saved values are the form's starting point.
 */
export function PersonalAgentsForm({
  initialValues,
  onSubmit,
  readOnlyReason,
}: PersonalAgentsFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<PersonalAgentsFormValues>
      initialValues={initialValues}
      validationSchema={personalAgentsFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        try {
          const settings = personalAgentSettingsOf(values);
          await onSubmit(settings);
          resetForm({ values: settings });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label={messages.personalAgentsForm}>
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="2xl">
            <ReadOnlyNotice reason={readOnlyReason} />
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <SwitchField
              name="allowUserCreatedGptSystems"
              label={messages.allowPersonalAgents}
              helperText={messages.allowPersonalAgentsHelp}
              disabled={readOnly}
            />
            <SwitchField
              name="allowAgentSharing"
              label={messages.allowSharing}
              helperText={messages.allowSharingHelp}
              disabled={readOnly}
            />
            <NumberField
              name="maxAgentsPerUser"
              label={messages.maxAgentsPerUser}
              helperText={messages.maxAgentsPerUserHelp}
              min={1}
              max={maxAgentsPerUserLimit}
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
