import { Stack } from '@chakra-ui/react';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  SwitchField,
  TextField,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesDocumentFormSchema } from './guidelines-schema';
import type { GuidelinesDocumentFormValues } from './guidelines-schema';
import { ReportUnsavedChanges } from './unsaved-forms';

export interface GuidelinesDocumentFormProps {
  initialValues: GuidelinesDocumentFormValues;
  /** Saves; rejects with the server's error (RTK Query's `unwrap()`), which the form shows. */
  onSubmit: (values: GuidelinesDocumentFormValues) => Promise<void>;
  onCancel: () => void;
  /** Why the user may not change the document: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Further buttons after Cancel (Delete document). */
  children?: ReactNode;
}

/**
 * A guidelines document's own fields: its title and whether users must accept it, with Save and
 * Cancel. Save stays disabled until something changed; a saved form starts again from what was
 * stored (its `initialValues`), so a section changed meanwhile never resets what is typed here.
 */
export function GuidelinesDocumentForm({
  initialValues,
  onSubmit,
  onCancel,
  readOnlyReason,
  children,
}: GuidelinesDocumentFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<GuidelinesDocumentFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={guidelinesDocumentFormSchema}
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
        <Form noValidate aria-label={messages.documentForm}>
          <ReportUnsavedChanges form="document" />
          <Stack gap="4" maxW="2xl">
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <TextField
              name="title"
              label={messages.titleLabel}
              helperText={messages.titleHelp}
              required
              disabled={readOnly}
              autoComplete="off"
            />
            <SwitchField
              name="requireConsent"
              label={messages.requireConsentLabel}
              helperText={messages.requireConsentHelp}
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
