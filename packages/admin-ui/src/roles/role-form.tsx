import { Stack } from '@chakra-ui/react';
import { adminLimits } from '@parley/api-contract';
import type { RoleInput } from '@parley/api-contract';
import {
  applyServerErrors,
  ErrorAlertList,
  FormActions,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { RoleActionsField } from './role-actions-field';
import { roleMessages } from './role-messages';
import { roleFormSchema } from './role-schema';
import type { RoleFormValues } from './role-schema';

export interface RoleFormProps {
  /**
   * The values the form starts from. Read once: a later refetch of the role (after a user was
   * assigned) must not wipe what is being typed.
   */
  initialValues: RoleFormValues;
  /**
   * Saves the role (trimmed as the server stores it). Resolves once saved; rejects with the
   * server's error (RTK Query's `unwrap()`), which the form then shows.
   */
  onSubmit: (input: RoleInput) => Promise<void>;
  onCancel: () => void;
  /** Why the user may not save (their roles lack the action): the form is read-only and says so. */
  readOnlyReason?: string;
}

/**
 * A role's name and actions with Save and Cancel. Save stays disabled until something changed. A
 * refused save keeps what the user typed: errors naming a field go on it, the rest (a name
 * taken, a change that would lock the user out) into a red alert above the form; after a
 * successful save the saved values become the form's starting point again.
 */
export function RoleForm({ initialValues, onSubmit, onCancel, readOnlyReason }: RoleFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  return (
    <Formik<RoleFormValues>
      initialValues={initialValues}
      validationSchema={roleFormSchema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormErrors([]);
        const input: RoleInput = roleFormSchema.cast(values);
        try {
          await onSubmit(input);
          resetForm({ values: input });
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label="Role">
          <UnsavedChangesGuard />
          <Stack gap="6" maxW="6xl">
            <ErrorAlertList messages={formErrors} title={roleMessages.saveFailed} />
            <Stack maxW="md">
              <TextField
                name="name"
                label={roleMessages.nameLabel}
                required
                disabled={readOnly}
                autoComplete="off"
                helperText={`At most ${adminLimits.roleNameMaxLength} characters.`}
              />
            </Stack>
            <RoleActionsField
              name="actions"
              label={roleMessages.actionsLabel}
              helperText={roleMessages.actionsHelp}
              required
              disabled={readOnly}
            />
            <FormActions
              canSave={dirty}
              isSubmitting={isSubmitting}
              onCancel={onCancel}
              readOnlyReason={readOnlyReason}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
