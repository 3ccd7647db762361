import { Stack } from '@chakra-ui/react';
import type { NoticeInput } from '@parley/api-contract';
import {
  applyServerErrors,
  describeServerError,
  ErrorAlertList,
  FormActions,
  MultilineField,
  notify,
  SelectField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeleteButton } from '../components/delete-button';
import { localTimeZone } from './notice-local-time';
import { noticeScreenMessages as messages } from './notice-messages';
import { noticeFormSchema, noticeInput } from './notice-schema';
import type { NoticeFormValues } from './notice-schema';

export interface NoticeFormProps {
  initialValues: NoticeFormValues;
  /** The brands a notice may be limited to; "All brands" is always offered first. */
  brands: readonly SelectOption[];
  /**
   * Saves the notice (as the server takes it). Resolves once saved; rejects with the server's
   * error (RTK Query's `unwrap()`), which the form then shows.
   */
  onSubmit: (input: NoticeInput) => Promise<void>;
  onCancel: () => void;
  /** Withdraws the notice (edit only): offered behind a confirmation; a rejection is shown. */
  onDelete?: () => Promise<void>;
  /** Why the user may not save: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Why the user may not withdraw. */
  deleteReason?: string;
}

const severityOptions: SelectOption[] = (['info', 'warning'] as const).map((severity) => ({
  value: severity,
  label: messages.severityLabels[severity],
}));

/**
 * A platform notice: its text (with a character count), severity, the one brand it shows on or
 * all brands, and its start and end in the user's time zone; Save, Cancel and, when editing,
 * Delete (withdraw) behind a confirmation. Save stays disabled until something changed. A
 * refused save keeps what the user typed: errors naming a field go on it, the rest into a red
 * alert above, and a toast says it failed.
 */
export function NoticeForm({
  initialValues,
  brands,
  onSubmit,
  onCancel,
  onDelete,
  readOnlyReason,
  deleteReason,
}: NoticeFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  const timeZoneHelp = messages.timeZoneHelp(localTimeZone());

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleteErrors([]);
    try {
      await onDelete();
    } catch (error) {
      const { message } = describeServerError(error);
      setDeleteErrors([message]);
      notify.error(messages.deleteFailed, message);
    }
  };

  return (
    <Formik<NoticeFormValues>
      initialValues={initialValues}
      validationSchema={noticeFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSubmit(noticeInput(values));
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
          notify.error(messages.saveFailed, describeServerError(error).message);
        }
      }}
    >
      {({ dirty, isSubmitting, values }) => (
        <Form noValidate aria-label="Notice">
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="2xl">
            <ErrorAlertList messages={formErrors} title={messages.saveFailed} />
            <ErrorAlertList messages={deleteErrors} title={messages.deleteFailed} />
            <MultilineField
              name="text"
              label={messages.textLabel}
              required
              rows={4}
              disabled={readOnly}
              helperText={messages.characterCount(values.text.length)}
            />
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <SelectField
                name="severity"
                label={messages.severityLabel}
                options={severityOptions}
                disabled={readOnly}
              />
              <SelectField
                name="brandKey"
                label={messages.brandLabel}
                helperText={messages.brandHelp}
                placeholder={messages.allBrands}
                options={brands}
                disabled={readOnly}
              />
            </Stack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <TextField
                name="startsAt"
                type="datetime-local"
                label={messages.startLabel}
                helperText={timeZoneHelp}
                required
                disabled={readOnly}
              />
              <TextField
                name="endsAt"
                type="datetime-local"
                label={messages.endLabel}
                helperText={timeZoneHelp}
                required
                disabled={readOnly}
              />
            </Stack>

            <FormActions
              canSave={dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            >
              {onDelete && (
                <DeleteButton
                  label={messages.deleteNotice}
                  heading={messages.deleteHeading}
                  name={initialValues.text}
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
