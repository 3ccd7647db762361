import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { limits } from '@parley/api-contract';

/** The quick-create rule of chat-spec section 5; the message of the first broken rule, if any. */
export function validateAgentName(agentName: string): string | undefined {
  const name = agentName.trim();
  if (!name) return 'Name is required';
  if (name.length > limits.agentNameMaxLength) {
    return `Name exceeds the maximum limit of ${limits.agentNameMaxLength} characters`;
  }
  return undefined;
}

export interface QuickCreateAgentDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Receives the trimmed, valid name; the dialog waits for it ("Let's go" spins), closes when it
   * resolves and keeps the name when it rejects (the caller says why).
   */
  onCreate: (agentName: string) => Promise<void>;
}

/** "Create a Personal Agent": the agentName field and "Let's go" (chat-spec sections 2 and 5). */
export function QuickCreateAgentDialog({ open, onClose, onCreate }: QuickCreateAgentDialogProps) {
  const [agentName, setAgentName] = useState('');
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [creating, setCreating] = useState(false);

  const close = () => {
    setAgentName('');
    setError(undefined);
    setTouched(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAgentName(agentName);
    setTouched(true);
    setError(problem);
    if (problem) return;
    setCreating(true);
    try {
      await onCreate(agentName.trim());
      close();
    } catch {
      // The caller said why; the name stays for another try.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>Create a Personal Agent</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={touched && Boolean(error)} required>
                  <Field.Label>Agent name</Field.Label>
                  <Input
                    name="agentName"
                    value={agentName}
                    onChange={(event) => {
                      setAgentName(event.target.value);
                      if (touched) setError(validateAgentName(event.target.value));
                    }}
                  />
                  <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={creating}
                  loadingText="Let's go"
                >
                  Let&apos;s go
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
