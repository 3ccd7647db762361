import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

export interface DeleteConfirmationDialogProps {
  /** The question, e.g. "Delete chat?". */
  heading: string;
  /** What would be deleted, quoted in the warning. */
  name: string;
  open: boolean;
  /** Cancel, Escape or the close of the dialog. */
  onCancel: () => void;
  /** Deletes. While a returned promise runs, Delete shows as busy; the caller closes the dialog. */
  onConfirm: () => void | Promise<void>;
  /** Where focus goes when the dialog closes, when the button that opened it is not the place. */
  finalFocusEl?: () => HTMLElement | null;
}

/** Asks before something is deleted for good (a conversation, a saved prompt). */
export function DeleteConfirmationDialog({
  heading,
  name,
  open,
  onCancel,
  onConfirm,
  finalFocusEl,
}: DeleteConfirmationDialogProps) {
  const [deleting, setDeleting] = useState(false);
  // An alert dialog starts on its least destructive action.
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      initialFocusEl={() => cancelButton.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{heading}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>&ldquo;{name}&rdquo; will be deleted. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelButton} variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                loading={deleting}
                onClick={async () => {
                  setDeleting(true);
                  try {
                    await onConfirm();
                  } finally {
                    setDeleting(false);
                  }
                }}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
