import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { AdminUserSummary } from '@parley/api-contract';
import { createDataTableColumnHelper, DataTable, ErrorAlertList } from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { createContext, use, useId, useMemo, useRef } from 'react';
import { AssignUserPicker } from './assign-user-picker';
import type { AssignUserPickerProps } from './assign-user-picker';
import { roleMessages } from './role-messages';

interface RemoveContextValue {
  onRemove: (user: AdminUserSummary) => Promise<boolean>;
  removingUserId?: string;
  disabled: boolean;
  describedBy?: string;
}

// The table's columns are module-scoped (stable, as DataTable asks); the row buttons reach the
// panel's props through this context.
const RemoveContext = createContext<RemoveContextValue | null>(null);

function RemoveButton({ user }: { user: AdminUserSummary }) {
  const context = use(RemoveContext);
  const button = useRef<HTMLButtonElement>(null);
  if (!context) throw new Error('RemoveButton renders inside RoleUsersPanel.');
  const remove = async () => {
    // Busy, the button let go of the focus; refused, it stays and takes it back.
    if (!(await context.onRemove(user))) button.current?.focus();
  };
  return (
    <Button
      ref={button}
      type="button"
      size="xs"
      variant="outline"
      aria-label={roleMessages.removeUserLabel(user.displayName)}
      disabled={context.disabled}
      aria-describedby={context.describedBy}
      loading={context.removingUserId === user.userId}
      onClick={() => void remove()}
    >
      {roleMessages.removeUser}
    </Button>
  );
}

const column = createDataTableColumnHelper<AdminUserSummary>();
const holderColumns = column.columns([
  column.accessor('displayName', { header: 'Name' }),
  column.accessor('userName', { header: 'User name' }),
  column.display({
    id: 'remove',
    header: () => <Text srOnly>Remove</Text>,
    cell: ({ row }) => <RemoveButton user={row.original} />,
  }),
]);

export interface RoleUsersPanelProps {
  /** The users holding the role. */
  holders: DataTableSource<AdminUserSummary>;
  /**
   * Takes the role from a user: resolves true once removed, false when refused (the caller
   * reports either).
   */
  onRemove: (user: AdminUserSummary) => Promise<boolean>;
  /** The user whose removal is under way. */
  removingUserId?: string;
  /** The picker's data and callbacks (it is disabled with the panel). */
  assign: Omit<AssignUserPickerProps, 'holderIds' | 'disabled' | 'aria-describedby'>;
  /** Why the user may not assign or remove users; the controls are then disabled. */
  disabledReason?: string;
  /** What the last assignment or removal failed with, under `errorTitle`. */
  errors: readonly string[];
  errorTitle?: string;
}

/**
 * Who holds a role, on its edit page: the holders with a Remove button each, and a picker that
 * finds a user and assigns them the role. A refusal (taking their own last administrative role
 * from oneself) shows in a red alert above the list.
 */
export function RoleUsersPanel({
  holders,
  onRemove,
  removingUserId,
  assign,
  disabledReason,
  errors,
  errorTitle,
}: RoleUsersPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();
  const disabled = disabledReason !== undefined;
  const describedBy = disabled ? reasonId : undefined;
  // The removed user's row, and its focused Remove button, are about to go: the focus would fall
  // to the page's body, so it moves to the section's heading.
  const remove = async (user: AdminUserSummary) => {
    const removed = await onRemove(user);
    if (removed) heading.current?.focus();
    return removed;
  };
  const holderIds = useMemo(() => new Set(holders.rows.map((user) => user.userId)), [holders.rows]);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading ref={heading} as="h2" size="lg" id={headingId} tabIndex={-1}>
        {roleMessages.usersHeading}
      </Heading>
      {disabled && (
        <Text id={reasonId} textStyle="sm" color="fg.muted">
          {disabledReason}
        </Text>
      )}
      <ErrorAlertList messages={errors} title={errorTitle} />
      <AssignUserPicker
        {...assign}
        holderIds={holderIds}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <RemoveContext value={{ onRemove: remove, removingUserId, disabled, describedBy }}>
        <DataTable
          aria-label={roleMessages.usersLabel}
          source={holders}
          columns={holderColumns}
          getRowId={(user) => user.userId}
          emptyMessage={roleMessages.usersEmpty}
          errorTitle="The users with this role could not be loaded"
        />
      </RemoveContext>
    </Stack>
  );
}
