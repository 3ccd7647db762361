import { Alert, Fieldset, Stack } from '@chakra-ui/react';
import type { AdminUser } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  formActionsMessages,
  SwitchField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { RoleChoicesField } from './role-choices-field';
import type { RoleChoicesFieldProps } from './role-choices-field';
import { userUpdateFormSchema } from './user-schema';
import type { UserUpdateFormValues } from './user-schema';

export const userEditFormLabels = {
  form: 'Edit user',
  personalAgents: 'Personal agents',
  blockCreating: 'Block creating agents',
  blockCreatingHelp: 'They can no longer create personal agents.',
  blockSharing: 'Block sharing agents',
  blockSharingHelp: 'They can no longer share their personal agents with others.',
  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
  saveFailed: 'The changes could not be saved',
} as const;

export interface UserEditFormProps {
  user: AdminUser;
  roleChoices: RoleChoicesFieldProps['choices'];
  /** Why the signed-in user may not change users; the form is then read-only. */
  readOnlyReason?: string;
  /** Saves the changes; rejects with the call's error, which the form shows. */
  onSave: (values: UserUpdateFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The form's starting values: what the user has now. */
export function userUpdateValues(user: AdminUser): UserUpdateFormValues {
  return {
    roleIds: user.roles.map((role) => role.userRoleId),
    isBannedFromCreatingAgents: user.isBannedFromCreatingAgents,
    isBannedFromSharingAgents: user.isBannedFromSharingAgents,
  };
}

/** Changed from the start: roles compared as a set, since ticking off and on again reorders. */
function changed(values: UserUpdateFormValues, initial: UserUpdateFormValues): boolean {
  const roles = new Set(values.roleIds);
  return (
    roles.size !== new Set(initial.roleIds).size ||
    initial.roleIds.some((roleId) => !roles.has(roleId)) ||
    values.isBannedFromCreatingAgents !== initial.isBannedFromCreatingAgents ||
    values.isBannedFromSharingAgents !== initial.isBannedFromSharingAgents
  );
}

/**
 * What an administrator sets on a user: their roles and the personal-agent blocks. Save stays
 * disabled until something changed; a refused save (removing your own last administrative role)
 * keeps the choices and says why.
 */
export function UserEditForm({
  user,
  roleChoices,
  readOnlyReason,
  onSave,
  onCancel,
}: UserEditFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;

  const submit = async (
    values: UserUpdateFormValues,
    form: FormikHelpers<UserUpdateFormValues>,
  ) => {
    setFormErrors([]);
    try {
      await onSave(values);
    } catch (error) {
      setFormErrors(applyServerErrors(error, { values, setErrors: form.setErrors }));
    }
  };

  return (
    <Formik
      initialValues={userUpdateValues(user)}
      validationSchema={userUpdateFormSchema}
      onSubmit={submit}
    >
      {({ values, initialValues, isSubmitting }) => (
        <Form noValidate aria-label={userEditFormLabels.form}>
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="2xl">
            {readOnly && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Read only</Alert.Title>
                  <Alert.Description>{readOnlyReason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <ErrorAlertList messages={formErrors} title={userEditFormLabels.saveFailed} />
            <RoleChoicesField name="roleIds" choices={roleChoices} disabled={readOnly} />
            <Fieldset.Root disabled={readOnly}>
              <Fieldset.Legend>{userEditFormLabels.personalAgents}</Fieldset.Legend>
              <Fieldset.Content>
                <SwitchField
                  name="isBannedFromCreatingAgents"
                  label={userEditFormLabels.blockCreating}
                  helperText={userEditFormLabels.blockCreatingHelp}
                  disabled={readOnly}
                />
                <SwitchField
                  name="isBannedFromSharingAgents"
                  label={userEditFormLabels.blockSharing}
                  helperText={userEditFormLabels.blockSharingHelp}
                  disabled={readOnly}
                />
              </Fieldset.Content>
            </Fieldset.Root>
            {/* The reason the form is read-only heads it; Save only waits disabled. */}
            <FormActions
              canSave={!readOnly && changed(values, initialValues)}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
