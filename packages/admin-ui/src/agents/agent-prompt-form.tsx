import { Stack } from '@chakra-ui/react';
import { limits } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  MultilineField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { agentLookMessages as messages } from './agent-look-messages';
import { agentPromptFormSchema } from './agent-prompt-schema';
import type { AgentPromptFormValues } from './agent-prompt-schema';

export interface AgentPromptFormProps {
  /** The prompt being changed, or empty for a new one. */
  initialValues: AgentPromptFormValues;
  /** Saves it (trimmed, as the schema casts it); rejects with the server's error, then shown. */
  onSubmit: (values: AgentPromptFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * One conversation starter: its title and text, checked as the server checks them, leaving with
 * unsaved changes asks first, and the server's refusals go on their fields.
 */
export function AgentPromptForm({ initialValues, onSubmit, onCancel }: AgentPromptFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  return (
    <Formik<AgentPromptFormValues>
      initialValues={initialValues}
      validationSchema={agentPromptFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        const cast = agentPromptFormSchema.cast(values);
        try {
          await onSubmit(cast);
          resetForm({ values: cast });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={messages.promptForm}>
          <UnsavedChangesGuard />
          <Stack gap="4">
            <ErrorAlertList messages={formErrors} title={messages.promptSaveFailed} />
            <TextField
              name="title"
              label={messages.promptTitle}
              required
              maxLength={limits.userPromptTitleMaxLength}
            />
            <MultilineField name="text" label={messages.promptText} required rows={5} />
            <FormActions canSave={dirty} isSubmitting={isSubmitting} onCancel={onCancel} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
