import { Alert, Stack } from '@chakra-ui/react';
import { adminLimits } from '@parley/api-contract';
import {
  applyServerErrors,
  describeServerError,
  ErrorAlertList,
  FormActions,
  formActionsMessages,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { RoleChoicesField } from './role-choices-field';
import type { RoleChoicesFieldProps } from './role-choices-field';
import { emptyNewUserForm, newUserFormSchema } from './user-schema';
import type { NewUserFormValues } from './user-schema';

export const newUserFormLabels = {
  form: 'New user',
  userName: 'User name',
  userNameHelp: 'Their e-mail address: signing in with it gives them the roles chosen here.',
  displayName: 'Name',
  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
} as const;

export interface NewUserFormProps {
  roleChoices: RoleChoicesFieldProps['choices'];
  /** Why the signed-in user may not add users; the form is then shown disabled. */
  readOnlyReason?: string;
  /** Saves the user; rejects with the call's error, which the form shows. */
  onSave: (values: NewUserFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A conflict on this form means the user name is taken (the server's only 409 here). */
function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}

/**
 * Adds a user ahead of their first sign-in: user name (their e-mail address), name and roles.
 * A failed save keeps what was typed: a taken user name goes on that field, other errors on
 * their fields or in the red list above the form.
 */
export function NewUserForm({ roleChoices, readOnlyReason, onSave, onCancel }: NewUserFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;

  const submit = async (values: NewUserFormValues, form: FormikHelpers<NewUserFormValues>) => {
    setFormErrors([]);
    try {
      await onSave(values);
    } catch (error) {
      if (isConflict(error)) {
        form.setFieldError('userName', describeServerError(error).message);
        return;
      }
      setFormErrors(applyServerErrors(error, { values, setErrors: form.setErrors }));
    }
  };

  return (
    <Formik initialValues={emptyNewUserForm} validationSchema={newUserFormSchema} onSubmit={submit}>
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={newUserFormLabels.form}>
          <UnsavedChangesGuard />
          <Stack gap="5" maxW="2xl">
            {readOnly && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{readOnlyReason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <ErrorAlertList messages={formErrors} title="The user could not be added" />
            <TextField
              name="userName"
              label={newUserFormLabels.userName}
              helperText={newUserFormLabels.userNameHelp}
              type="email"
              autoComplete="off"
              maxLength={adminLimits.userNameMaxLength}
              required
              disabled={readOnly}
            />
            <TextField
              name="displayName"
              label={newUserFormLabels.displayName}
              autoComplete="off"
              maxLength={adminLimits.displayNameMaxLength}
              required
              disabled={readOnly}
            />
            <RoleChoicesField name="roleIds" choices={roleChoices} disabled={readOnly} />
            {/* The reason the form is read-only heads it; Save only waits disabled. */}
            <FormActions
              canSave={!readOnly && dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
