import { Heading, Stack } from '@chakra-ui/react';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  MultilineField,
  TextField,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { guidelinesConsoleMessages as messages } from './guidelines-messages';
import { guidelinesSectionFormSchema } from './guidelines-schema';
import type { GuidelinesSectionFormValues } from './guidelines-schema';
import { ReportUnsavedChanges } from './unsaved-forms';

export interface GuidelinesSectionFormProps {
  /** The form's heading ("New section", "Edit “...”"). */
  heading: string;
  initialValues: GuidelinesSectionFormValues;
  /** Saves; rejects with the server's error (RTK Query's `unwrap()`), which the form shows. */
  onSubmit: (values: GuidelinesSectionFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * One section of a guidelines document: its title and its text in markdown, with Save and Cancel.
 * Its title field takes the focus when it opens, so a keyboard user continues where they asked.
 */
export function GuidelinesSectionForm({
  heading,
  initialValues,
  onSubmit,
  onCancel,
}: GuidelinesSectionFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  return (
    <Formik<GuidelinesSectionFormValues>
      initialValues={initialValues}
      validationSchema={guidelinesSectionFormSchema}
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
        <Form ref={form} noValidate aria-labelledby={headingId}>
          <ReportUnsavedChanges form="section" />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
            <Heading as="h3" size="sm" id={headingId}>
              {heading}
            </Heading>
            <ErrorAlertList messages={formErrors} title={messages.sectionSaveFailed} />
            <TextField
              name="title"
              label={messages.sectionTitleLabel}
              required
              autoComplete="off"
            />
            <MultilineField
              name="content"
              label={messages.sectionContentLabel}
              helperText={messages.sectionContentHelp}
              required
              rows={8}
            />
            <FormActions canSave={dirty} isSubmitting={isSubmitting} onCancel={onCancel} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
