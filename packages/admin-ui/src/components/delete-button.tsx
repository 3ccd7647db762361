import { DeleteConfirmationDialog } from '@parley/app-shell';
import { useState } from 'react';
import { ButtonWithReason } from '@parley/app-shell';

export interface DeleteButtonProps {
  /** The button's words ("Delete role"). */
  label: string;
  /** The question the dialog asks ("Delete the role and take it from 3 users?"). */
  heading: string;
  /** What is deleted, by name, quoted in the dialog. */
  name: string;
  /** Why it may not be deleted (built in, or the user lacks the action): disabled, with it. */
  disabledReason?: string;
  /** Deletes; resolves when done, whatever the outcome (the caller reports it). */
  onDelete: () => Promise<void>;
}

/**
 * A console page's Delete, asking first (CONSOLE.md, destructive actions): the dialog names what
 * goes and starts on Cancel. A thing that may not be deleted keeps the button, disabled, with the
 * reason.
 */
export function DeleteButton({
  label,
  heading,
  name,
  disabledReason,
  onDelete,
}: DeleteButtonProps) {
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
        {label}
      </ButtonWithReason>
      <DeleteConfirmationDialog
        heading={heading}
        name={name}
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
