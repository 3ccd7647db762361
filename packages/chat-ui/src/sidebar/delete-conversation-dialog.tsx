import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

export interface DeleteConversationDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (the options button of the conversation). */
  finalFocusEl?: () => HTMLElement | null;
}

/** Asks before a conversation is deleted (chat-spec section 2). */
export function DeleteConversationDialog({
  title,
  open,
  onClose,
  onConfirm,
  finalFocusEl,
}: DeleteConversationDialogProps) {
  // An alert dialog starts on its least destructive action.
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      role="alertdialog"
      initialFocusEl={() => cancelButton.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete chat?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>“{title}” will be deleted. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelButton} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  onConfirm();
                  onClose();
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
