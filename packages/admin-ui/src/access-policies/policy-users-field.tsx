import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { delays } from '@parley/api-contract';
import type { AdminUserSummary } from '@parley/api-contract';
import { RetryAlert } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { useField, useFormikContext } from 'formik';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { userLabel } from '../console/console-messages';
import { policyMessages } from './policy-messages';

export interface PolicyUsersFieldProps {
  /** The Formik field holding the chosen user ids. */
  name: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** The users chosen when the form opened, so their names show before any search. */
  initialUsers: readonly AdminUserSummary[];
  /** The search in force. */
  search: string;
  /** Called with the typed text once typing pauses, or at once on Enter. */
  onSearchChange: (search: string) => void;
  /** The users matching the search, page by page (`useInfiniteListSource` over the users list). */
  results: DataTableSource<AdminUserSummary>;
}

/**
 * The users a policy names, bound to a Formik `string[]` of user ids: the chosen users, each with
 * Remove, then a search over every user whose matches are ticked to add them. A directory holds
 * too many users for one list of checkboxes, so the choice goes through a search; the names of
 * users chosen from earlier searches stay known.
 */
export function PolicyUsersField({
  name,
  label,
  helperText,
  disabled = false,
  initialUsers,
  search,
  onSearchChange,
  results,
}: PolicyUsersFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const searchId = useId();
  const helperId = useId();
  const resultsLabelId = useId();
  const [known, setKnown] = useState(
    () => new Map(initialUsers.map((user) => [user.userId, user] as const)),
  );
  const [text, setText] = useState(search);
  const chosen = field.value;
  const error =
    (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;

  const sendTyped = useEffectEvent(() => onSearchChange(text.trim()));
  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => sendTyped(), delays.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, search]);

  // Enter searches at once; it must not submit the policy form around the field.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (text.trim() !== search) onSearchChange(text.trim());
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      void helpers.setTouched(true);
    }
  };

  const toggle = (user: AdminUserSummary, checked: boolean) => {
    if (checked) {
      setKnown((current) => new Map(current).set(user.userId, user));
      void helpers.setValue([...chosen, user.userId]);
    } else {
      void helpers.setValue(chosen.filter((id) => id !== user.userId));
    }
  };

  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled} onBlur={onBlur}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Fieldset.Content gap="4">
        {chosen.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {policyMessages.noUsersChosen}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={label}>
            {chosen.map((userId) => {
              const user = known.get(userId);
              return (
                <HStack as="li" key={userId} justify="space-between" gap="3" maxW="lg">
                  <Text textStyle="sm">{user ? userLabel(user) : userId}</Text>
                  <Button
                    type="button"
                    size="xs"
                    variant="outline"
                    disabled={disabled}
                    aria-label={policyMessages.removeUser(user?.displayName ?? userId)}
                    onClick={() => void helpers.setValue(chosen.filter((id) => id !== userId))}
                  >
                    Remove
                  </Button>
                </HStack>
              );
            })}
          </Stack>
        )}
        {!disabled && (
          <Stack gap="3">
            <Field.Root id={searchId} ids={{ helperText: helperId }} maxW="sm">
              <Field.Label>{policyMessages.findUsers}</Field.Label>
              <Input
                type="search"
                value={text}
                autoComplete="off"
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onSearchKeyDown}
                aria-describedby={helperId}
              />
              <Field.HelperText>{policyMessages.findUsersHelp}</Field.HelperText>
            </Field.Root>
            {results.status === 'loading' && (
              <HStack gap="2" role="status">
                <Spinner size="sm" />
                <Text textStyle="sm">{policyMessages.usersLoading}</Text>
              </HStack>
            )}
            {results.status === 'error' && (
              <RetryAlert
                title={policyMessages.usersLoadFailed}
                error={results.error}
                onRetry={results.retry}
              />
            )}
            {results.status === 'ready' && results.rows.length === 0 && (
              <Text color="fg.muted" textStyle="sm">
                {policyMessages.noUserFound}
              </Text>
            )}
            {results.status === 'ready' && results.rows.length > 0 && (
              <Stack gap="2" role="group" aria-labelledby={resultsLabelId}>
                <Text id={resultsLabelId} fontWeight="medium" textStyle="sm">
                  {policyMessages.matchingUsers}
                </Text>
                {results.rows.map((user) => (
                  <Checkbox.Root
                    key={user.userId}
                    checked={chosen.includes(user.userId)}
                    onCheckedChange={(details) => toggle(user, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{userLabel(user)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
            {results.nextPageError !== undefined ? (
              <RetryAlert
                title={policyMessages.usersLoadFailed}
                error={results.nextPageError}
                onRetry={results.fetchNextPage}
              />
            ) : (
              results.hasNextPage && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  aria-disabled={results.isFetchingNextPage || undefined}
                  onClick={() => {
                    if (!results.isFetchingNextPage) results.fetchNextPage();
                  }}
                >
                  {results.isFetchingNextPage && <Spinner size="sm" />}
                  {policyMessages.moreUsers}
                </Button>
              )
            )}
          </Stack>
        )}
      </Fieldset.Content>
      <Fieldset.ErrorText color="red.fg">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
