import {
  Button,
  Combobox,
  createListCollection,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { delays } from '@parley/api-contract';
import type { AdminUserSummary } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { userLabel } from '../console/console-messages';
import { roleMessages } from './role-messages';

export interface AssignUserPickerProps {
  /** The users matching the search typed so far (the first page the server answered). */
  candidates: readonly AdminUserSummary[];
  /** `loading` while a search runs, `error` when it failed. */
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  /** More users match than shown: the picker asks for more of the name. */
  hasMore: boolean;
  /** Called with the typed text once typing pauses (`delays.searchDebounceMs`). */
  onSearchChange: (search: string) => void;
  /** Users who hold the role already: shown, but not offered. */
  holderIds: ReadonlySet<string>;
  /**
   * Assigns the chosen user: resolves true once assigned (the picker empties), false when
   * refused (the caller shows why; the choice stays for another try).
   */
  onAssign: (user: AdminUserSummary) => Promise<boolean>;
  disabled?: boolean;
  /** The id of text saying why the picker is disabled. */
  'aria-describedby'?: string;
  delayMs?: number;
}

type SearchState = 'loading' | 'error' | 'none' | 'more';

/**
 * What the search says under the box (not in the list: a listbox may hold only options), once
 * the user has opened the list or typed.
 */
function searchStateOf({
  asked,
  status,
  candidates,
  hasMore,
}: { asked: boolean } & Pick<AssignUserPickerProps, 'status' | 'candidates' | 'hasMore'>):
  SearchState | undefined {
  if (!asked) return undefined;
  if (status === 'loading' || status === 'error') return status;
  if (candidates.length === 0) return 'none';
  return hasMore ? 'more' : undefined;
}

/**
 * Finds a user by part of their name or user name and assigns them the role: a combobox (type,
 * then choose with the arrow keys and Enter, or the mouse) and Assign user. Users holding the
 * role already show as such and cannot be chosen. After an assignment the picker empties for
 * the next one and keeps the focus.
 */
export function AssignUserPicker({
  candidates,
  status,
  error,
  hasMore,
  onSearchChange,
  holderIds,
  onAssign,
  disabled = false,
  'aria-describedby': describedBy,
  delayMs = delays.searchDebounceMs,
}: AssignUserPickerProps) {
  const helpId = useId();
  const [inputValue, setInputValue] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AdminUserSummary | undefined>();
  const [assigning, setAssigning] = useState(false);
  const [wantsOpen, setWantsOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const failed = status === 'error';
  const searchState = searchStateOf({
    asked: wantsOpen || typed !== '',
    status,
    candidates,
    hasMore,
  });
  const searchMessages: Record<SearchState, string> = {
    loading: roleMessages.searchingUsers,
    error: `${roleMessages.searchFailed}: ${describeServerError(error).message}`,
    none: roleMessages.noUserFound,
    more: roleMessages.moreUsers,
  };

  const collection = useMemo(
    () =>
      createListCollection({
        items: [...candidates],
        itemToValue: (user) => user.userId,
        itemToString: userLabel,
        isItemDisabled: (user) => holderIds.has(user.userId),
      }),
    [candidates, holderIds],
  );

  const search = useEffectEvent((text: string) => onSearchChange(text));
  useEffect(() => {
    const timer = setTimeout(() => search(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);

  const assign = async () => {
    if (!chosen) return;
    setAssigning(true);
    const assigned = await onAssign(chosen);
    setAssigning(false);
    if (assigned) {
      setChosen(undefined);
      setInputValue('');
      setTyped('');
    }
    // Assign user went busy and so lost the focus: it goes back to the box, for the next user.
    input.current?.focus();
  };

  return (
    <Stack gap="2">
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Combobox.Root
          collection={collection}
          inputValue={inputValue}
          onInputValueChange={({ inputValue: next, reason }) => {
            setInputValue(next);
            // Choosing a user writes their name into the box: that is not a new search.
            if (reason === 'input-change' || reason === 'clear-trigger') {
              setTyped(next);
              setChosen(undefined);
            }
          }}
          value={chosen ? [chosen.userId] : []}
          onValueChange={({ items }) => setChosen(items[0])}
          openOnClick
          // Open only with users to list: an empty listbox is invalid, and what the search says
          // (searching, nothing found) shows under the box instead.
          open={wantsOpen && collection.items.length > 0}
          onOpenChange={(details) => setWantsOpen(details.open)}
          disabled={disabled}
          width="sm"
          maxW="full"
        >
          <Combobox.Label>{roleMessages.findUser}</Combobox.Label>
          <Combobox.Control>
            <Combobox.Input
              ref={input}
              placeholder="Name or user name"
              aria-describedby={[helpId, describedBy].filter(Boolean).join(' ')}
            />
            <Combobox.IndicatorGroup>
              <Combobox.ClearTrigger />
              <Combobox.Trigger />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <Portal>
            <Combobox.Positioner>
              <Combobox.Content>
                {collection.items.map((user) => (
                  <Combobox.Item key={user.userId} item={user}>
                    <Stack gap="0">
                      <Combobox.ItemText>{user.displayName}</Combobox.ItemText>
                      <Text textStyle="xs" color="fg.muted">
                        {user.userName}
                        {holderIds.has(user.userId) && ` · ${roleMessages.alreadyHolds}`}
                      </Text>
                    </Stack>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </Portal>
        </Combobox.Root>
        <Button
          type="button"
          colorPalette="brand"
          variant="outline"
          disabled={disabled || !chosen}
          loading={assigning}
          aria-describedby={describedBy}
          onClick={() => void assign()}
        >
          {roleMessages.assignUser}
        </Button>
      </HStack>
      <Text id={helpId} textStyle="sm" color="fg.muted">
        {roleMessages.findUserHelp}
      </Text>
      <HStack role="status" gap="2" minH="5" textStyle="sm" color={failed ? 'red.fg' : 'fg.muted'}>
        {searchState === 'loading' && <Spinner size="xs" />}
        {searchState && searchMessages[searchState]}
      </HStack>
    </Stack>
  );
}
