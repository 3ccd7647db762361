import { Stack } from '@chakra-ui/react';
import type { StackProps } from '@chakra-ui/react';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  notify,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import type { FormikProps, FormikValues } from 'formik';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ReadOnlyNotice } from '../console/read-only-notice';
import { instanceSettingsMessages as messages } from './instance-settings-messages';

/** What a tab's fields are drawn with: Formik's state, and whether the user may change anything. */
export type SettingsFormFrame<Values extends FormikValues> = FormikProps<Values> & {
  readOnly: boolean;
};

export interface SettingsFormProps<Values extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  /** The settings as stored. Read once: a refetch must not undo a change being made. */
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /**
   * Saves the values. `saved` is what the form last started from (the stored settings, or the
   * last save), so a tab can send only what changed. Resolves with the values the form starts
   * from afterwards (what was stored, e.g. trimmed); rejects with the server's error (RTK
   * Query's `unwrap()`), which the form shows on its fields or in a red alert.
   */
  onSave: (values: Values, saved: Values) => Promise<Values>;
  /** Why the user may not change the settings: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Shown under the read-only notice, above the fields. */
  intro?: ReactNode;
  maxW?: StackProps['maxW'];
  /** The tab's fields; each takes `disabled={readOnly}`. */
  children: (frame: SettingsFormFrame<Values>) => ReactNode;
}

/**
 * The frame every instance-settings tab's form shares: Formik with the tab's yup schema, the
 * unsaved-changes guard, the read-only notice, a red alert for a refused save, the fields, and
 * Save (enabled once something changed and the user may write) with Cancel, which puts back
 * what is stored. A save says "Settings saved" and makes the saved values the starting point,
 * so Save turns off and leaving no longer asks.
 */
export function SettingsForm<Values extends FormikValues>({
  label,
  initialValues,
  validationSchema,
  onSave,
  readOnlyReason,
  intro,
  maxW = '2xl',
  children,
}: SettingsFormProps<Values>) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const saved = useRef(initialValues);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        try {
          saved.current = await onSave(values, saved.current);
          resetForm({ values: saved.current });
          notify.success(messages.saved);
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {(formik) => (
        <Form noValidate aria-label={label}>
          <UnsavedChangesGuard />
          <Stack gap="6" maxW={maxW}>
            <ReadOnlyNotice reason={readOnlyReason} />
            {intro}
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            {children({ ...formik, readOnly })}
            <FormActions
              canSave={!readOnly && formik.dirty}
              isSubmitting={formik.isSubmitting}
              onCancel={() => {
                setFormErrors([]);
                formik.resetForm();
              }}
              readOnlyReason={readOnlyReason}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
