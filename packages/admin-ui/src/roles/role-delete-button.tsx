import { DeleteConfirmationDialog } from '@parley/app-shell';
import { useState } from 'react';
import { ButtonWithReason } from '../components/button-with-reason';
import { roleMessages } from './role-messages';

export interface RoleDeleteButtonProps {
  roleName: string;
  /** How many users hold the role: the question says it is taken from them. */
  userCount: number;
  /** Why the role may not be deleted (built in, or the user lacks the action). */
  disabledReason?: string;
  /** Deletes; resolves when done, whatever the outcome (the caller reports it). */
  onDelete: () => Promise<void>;
}

/**
 * Delete role, asking first: a role some users hold says how many and that deleting takes it
 * from them. A built-in role keeps the button, disabled, with the reason.
 */
export function RoleDeleteButton({
  roleName,
  userCount,
  disabledReason,
  onDelete,
}: RoleDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonWithReason
        type="button"
        colorPalette="red"
        variant="outline"
        disabledReason={disabledReason}
        reasonAlign="end"
        onClick={() => setOpen(true)}
      >
        {roleMessages.deleteRole}
      </ButtonWithReason>
      <DeleteConfirmationDialog
        heading={roleMessages.deleteHeading(userCount)}
        name={roleName}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await onDelete();
          } finally {
            setOpen(false);
          }
        }}
      />
    </>
  );
}
