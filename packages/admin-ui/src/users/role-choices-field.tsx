import { Stack, Text } from '@chakra-ui/react';
import { MultiSelectField, RetryAlert } from '@parley/app-shell';
import type { RoleChoices } from './use-role-choices';

export const roleChoicesMessages = {
  label: 'Roles',
  ready: 'What the user may do comes from their roles.',
  loading: 'Loading the roles…',
  restricted:
    'Only the roles the user holds are shown: your roles do not allow listing every role.',
  restrictedNone: 'Your roles do not allow listing user roles, so none can be chosen here.',
  loadFailed: 'The roles could not be loaded',
} as const;

export interface RoleChoicesFieldProps {
  /** The Formik field holding the chosen role ids. */
  name: string;
  choices: Pick<RoleChoices, 'options' | 'status' | 'error' | 'retry'>;
  disabled?: boolean;
}

/**
 * The roles of a user form, as checkboxes, saying when the list is incomplete: still loading,
 * not listable with the signed-in user's roles (only held roles shown), or failed (with Retry).
 */
export function RoleChoicesField({ name, choices, disabled = false }: RoleChoicesFieldProps) {
  const { options, status } = choices;
  if (options.length === 0 && status !== 'error') {
    return (
      <Stack gap="1">
        <Text fontWeight="medium" textStyle="sm">
          {roleChoicesMessages.label}
        </Text>
        <Text textStyle="sm" color="fg.muted" role={status === 'loading' ? 'status' : undefined}>
          {status === 'restricted'
            ? roleChoicesMessages.restrictedNone
            : status === 'loading'
              ? roleChoicesMessages.loading
              : 'No roles exist yet.'}
        </Text>
      </Stack>
    );
  }
  const helperText =
    status === 'restricted'
      ? roleChoicesMessages.restricted
      : status === 'loading'
        ? roleChoicesMessages.loading
        : roleChoicesMessages.ready;
  return (
    <Stack gap="3">
      {status === 'error' && (
        <RetryAlert
          status="warning"
          title={roleChoicesMessages.loadFailed}
          error={choices.error}
          onRetry={choices.retry}
        />
      )}
      <MultiSelectField
        name={name}
        label={roleChoicesMessages.label}
        helperText={helperText}
        options={options}
        columns={2}
        disabled={disabled}
      />
    </Stack>
  );
}
