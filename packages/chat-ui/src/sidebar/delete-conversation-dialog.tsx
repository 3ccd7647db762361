import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface DeleteConversationDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a conversation is deleted (chat-spec section 2). */
export function DeleteConversationDialog({
  title,
  open,
  onClose,
  onConfirm,
}: DeleteConversationDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} role="alertdialog">
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
                <Button variant="outline">Cancel</Button>
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
