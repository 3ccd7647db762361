import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { adminLimits } from '@parley/api-contract';
import type { AdminUserSummary, ChatAccessPolicyInput } from '@parley/api-contract';
import {
  applyServerErrors,
  describeServerError,
  ErrorAlertList,
  FormActions,
  MultilineField,
  MultiSelectField,
  RetryAlert,
  SelectField,
  SwitchField,
  TextField,
  UnsavedChangesGuard,
} from '@parley/app-shell';
import type { SelectOption } from '@parley/app-shell';
import { DeleteButton } from '../components/delete-button';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { accessPolicyFormSchema } from './access-policy-schema';
import type { AccessPolicyFormValues } from './access-policy-schema';
import { policyMessages } from './policy-messages';
import { PolicyUsersField } from './policy-users-field';
import type { PolicyUsersFieldProps } from './policy-users-field';

/** One list of choices (agents, roles, groups) as it loads. */
export interface PolicyChoices {
  status: 'loading' | 'error' | 'ready';
  options: readonly SelectOption[];
  error?: unknown;
  onRetry?: () => void;
}

export interface AccessPolicyFormProps {
  initialValues: AccessPolicyFormValues;
  /** The users the policy names when the form opens (their names, before any search). */
  initialUsers: readonly AdminUserSummary[];
  agents: PolicyChoices;
  roles: PolicyChoices;
  groups: PolicyChoices;
  /** The brands a policy may be limited to; "All brands" is always offered first. */
  brands: readonly SelectOption[];
  /** The user search behind the Users field. */
  userSearch: Pick<PolicyUsersFieldProps, 'search' | 'onSearchChange' | 'results'>;
  /**
   * Saves the policy (as the server takes it). Resolves once saved; rejects with the server's
   * error (RTK Query's `unwrap()`), which the form then shows.
   */
  onSubmit: (input: ChatAccessPolicyInput) => Promise<void>;
  onCancel: () => void;
  /** Deletes the policy (edit only): offered behind a confirmation; a rejection is shown. */
  onDelete?: () => Promise<void>;
  /** Why the user may not save: the form is read-only and says so. */
  readOnlyReason?: string;
  /** Why the user may not delete. */
  deleteReason?: string;
}

/** What the server takes: trimmed, no agents listed beside all agents, no brand as null. */
export function policyInput(values: AccessPolicyFormValues): ChatAccessPolicyInput {
  const cast = accessPolicyFormSchema.cast(values);
  return {
    ...cast,
    gptSystemIds: cast.allAgents ? [] : cast.gptSystemIds,
    brandKey: cast.brandKey || null,
  };
}

interface ChoicesFieldProps {
  name: string;
  label: string;
  helperText?: string;
  choices: PolicyChoices;
  disabled: boolean;
  /** What the list says while it loads, when it failed, and when it is empty. */
  loading: string;
  failed: string;
  empty: string;
}

/** Checkboxes over one list of choices (agents, roles, groups), and how that list is doing. */
function ChoicesField({
  name,
  label,
  helperText,
  choices,
  disabled,
  loading,
  failed,
  empty,
}: ChoicesFieldProps) {
  return (
    <Stack gap="2">
      <MultiSelectField
        name={name}
        label={label}
        helperText={helperText}
        options={choices.options}
        columns={2}
        disabled={disabled}
      />
      {choices.status === 'loading' ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text textStyle="sm">{loading}</Text>
        </HStack>
      ) : choices.status === 'error' ? (
        <RetryAlert title={failed} error={choices.error} onRetry={choices.onRetry} maxW="2xl" />
      ) : (
        choices.options.length === 0 && (
          <Text color="fg.muted" textStyle="sm">
            {empty}
          </Text>
        )
      )}
    </Stack>
  );
}

/**
 * A chat access policy: its name and description, the agents it covers (or all agents), who may
 * use them (roles, directory groups, users) and optionally the one brand it holds on, with Save,
 * Cancel and, when editing, Delete. Save stays disabled until something changed. A refused save
 * keeps what the user typed: errors naming a field go on it, the rest into a red alert above.
 */
export function AccessPolicyForm({
  initialValues,
  initialUsers,
  agents,
  roles,
  groups,
  brands,
  userSearch,
  onSubmit,
  onCancel,
  onDelete,
  readOnlyReason,
  deleteReason,
}: AccessPolicyFormProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const readOnly = readOnlyReason !== undefined;
  const agentsHeadingId = useId();
  const whoHeadingId = useId();

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleteErrors([]);
    try {
      await onDelete();
    } catch (error) {
      setDeleteErrors([describeServerError(error).message]);
    }
  };

  return (
    <Formik<AccessPolicyFormValues>
      initialValues={initialValues}
      validationSchema={accessPolicyFormSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormErrors([]);
        try {
          await onSubmit(policyInput(values));
        } catch (error) {
          setFormErrors(applyServerErrors(error, { values, setErrors }));
        }
      }}
    >
      {({ dirty, isSubmitting, values }) => (
        <Form noValidate aria-label="Policy">
          <UnsavedChangesGuard />
          <Stack gap="8" maxW="4xl">
            <ErrorAlertList messages={formErrors} title={policyMessages.saveFailed} />
            <ErrorAlertList messages={deleteErrors} title={policyMessages.deleteFailed} />
            <Stack gap="4" maxW="xl">
              <TextField
                name="name"
                label={policyMessages.nameLabel}
                required
                disabled={readOnly}
                autoComplete="off"
                helperText={`At most ${adminLimits.policyNameMaxLength} characters.`}
              />
              <MultilineField
                name="description"
                label={policyMessages.descriptionLabel}
                disabled={readOnly}
              />
            </Stack>

            <Stack as="section" gap="4" aria-labelledby={agentsHeadingId}>
              <Heading as="h2" size="md" id={agentsHeadingId}>
                {policyMessages.agentsHeading}
              </Heading>
              <SwitchField
                name="allAgents"
                label={policyMessages.allAgentsLabel}
                helperText={policyMessages.allAgentsHelp}
                disabled={readOnly}
              />
              {!values.allAgents && (
                <ChoicesField
                  name="gptSystemIds"
                  label={policyMessages.agentsLabel}
                  helperText={policyMessages.agentsHelp}
                  choices={agents}
                  disabled={readOnly}
                  loading={policyMessages.agentsLoading}
                  failed={policyMessages.agentsLoadFailed}
                  empty={policyMessages.noAgents}
                />
              )}
            </Stack>

            <Stack as="section" gap="5" aria-labelledby={whoHeadingId}>
              <Stack gap="1">
                <Heading as="h2" size="md" id={whoHeadingId}>
                  {policyMessages.whoHeading}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {policyMessages.whoHelp}
                </Text>
              </Stack>
              <ChoicesField
                name="userRoleIds"
                label={policyMessages.rolesLabel}
                choices={roles}
                disabled={readOnly}
                loading={policyMessages.rolesLoading}
                failed={policyMessages.rolesLoadFailed}
                empty={policyMessages.noRoles}
              />
              <ChoicesField
                name="groupIds"
                label={policyMessages.groupsLabel}
                choices={groups}
                disabled={readOnly}
                loading={policyMessages.groupsLoading}
                failed={policyMessages.groupsLoadFailed}
                empty={policyMessages.noGroups}
              />
              <PolicyUsersField
                name="userIds"
                label={policyMessages.usersLabel}
                initialUsers={initialUsers}
                disabled={readOnly}
                {...userSearch}
              />
            </Stack>

            <Stack maxW="sm">
              <SelectField
                name="brandKey"
                label={policyMessages.brandLabel}
                helperText={policyMessages.brandHelp}
                placeholder={policyMessages.allBrands}
                options={brands}
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
                  label={policyMessages.deletePolicy}
                  heading={policyMessages.deleteHeading}
                  name={initialValues.name}
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
