import { CloseButton, Drawer, HStack, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import {
  useCreateUserPromptMutation,
  useDeleteUserPromptMutation,
  useListUserPromptsQuery,
  useUpdateUserPromptMutation,
} from '@parley/api-client';
import type { UserPrompt } from '@parley/api-contract';
import { UserPromptsPanel } from './user-prompts-panel';

export interface UserPromptsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The composer's text, offered as a new prompt. */
  currentInput: string;
  /** Fills the composer with a prompt's text. */
  onUse: (text: string) => void;
  /** Where focus goes when the drawer closes: the message input. */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/** Turns a failed mutation into an Error that says why, in the server's words when it gave some. */
async function orExplain<T>(call: Promise<T>): Promise<void> {
  try {
    await call;
  } catch (failure) {
    const { data, error } = (failure ?? {}) as { data?: { message?: unknown }; error?: unknown };
    const message =
      typeof data?.message === 'string' ? data.message : typeof error === 'string' ? error : '';
    throw new Error(message);
  }
}

/** The user's saved prompts (chat-spec section 2, "user-prompt drawer"), on the reading end. */
export function UserPromptsDrawer({
  open,
  onClose,
  currentInput,
  onUse,
  finalFocusRef,
}: UserPromptsDrawerProps) {
  const list = useListUserPromptsQuery(undefined, { skip: !open });
  const [createPrompt] = useCreateUserPromptMutation();
  const [updatePrompt] = useUpdateUserPromptMutation();
  const [deletePrompt] = useDeleteUserPromptMutation();
  const status = list.isError ? 'error' : list.data ? 'ready' : 'loading';

  const use = (prompt: UserPrompt) => {
    onUse(prompt.text);
    onClose();
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="sm"
      finalFocusEl={finalFocusRef ? () => finalFocusRef.current : undefined}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <HStack justify="space-between" w="full">
                <Drawer.Title>My prompts</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label="Close my prompts" />
                </Drawer.CloseTrigger>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              {open && (
                <UserPromptsPanel
                  prompts={list.data?.items}
                  status={status}
                  currentInput={currentInput}
                  onUse={use}
                  onCreate={(input) => orExplain(createPrompt(input).unwrap())}
                  onUpdate={(promptId, input) =>
                    orExplain(updatePrompt({ promptId, input }).unwrap())
                  }
                  onDelete={(promptId) => orExplain(deletePrompt(promptId).unwrap())}
                />
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
