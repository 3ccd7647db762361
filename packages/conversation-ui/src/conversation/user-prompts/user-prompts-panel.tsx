import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserPrompt, UserPromptInput } from '@parley/api-contract';
import { DeleteConfirmationDialog } from '@parley/app-shell';
import { PromptForm } from './prompt-form';
import { suggestedTitle } from './prompt-input-rules';

export const userPromptMessages = {
  empty: "You haven't saved any prompts. Save a question you ask often to reuse it here.",
  loadFailed: 'Your prompts could not be loaded. Please try again later.',
  deleteFailed: 'The prompt could not be deleted. Please try again.',
} as const;

export interface UserPromptsPanelProps {
  prompts: UserPrompt[] | undefined;
  status: 'loading' | 'error' | 'ready';
  /** The composer's text, offered as a new prompt. */
  currentInput: string;
  onUse: (prompt: UserPrompt) => void;
  /** Each rejects with an Error whose message says why. */
  onCreate: (input: UserPromptInput) => Promise<void>;
  onUpdate: (promptId: string, input: UserPromptInput) => Promise<void>;
  onDelete: (promptId: string) => Promise<void>;
}

type View =
  | { mode: 'list' }
  | { mode: 'create'; initial: UserPromptInput }
  | { mode: 'edit'; prompt: UserPrompt };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function PromptRow({
  prompt,
  onUse,
  onEdit,
  onDelete,
}: {
  prompt: UserPrompt;
  onUse: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" borderRadius="l2">
      <Text fontWeight="medium">{prompt.title}</Text>
      <Text textStyle="sm" color="fg.muted" lineClamp={2}>
        {prompt.text}
      </Text>
      <HStack gap="1" justify="flex-end">
        <Button size="xs" variant="ghost" aria-label={`Edit ${prompt.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="xs" variant="ghost" aria-label={`Delete ${prompt.title}`} onClick={onDelete}>
          Delete
        </Button>
        <Button size="xs" colorPalette="brand" aria-label={`Use ${prompt.title}`} onClick={onUse}>
          Use
        </Button>
      </HStack>
    </Stack>
  );
}

/** The user's saved prompts: use one, save the input as a new one, edit or delete one. */
export function UserPromptsPanel({
  prompts,
  status,
  currentInput,
  onUse,
  onCreate,
  onUpdate,
  onDelete,
}: UserPromptsPanelProps) {
  const [view, setView] = useState<View>({ mode: 'list' });
  const [toDelete, setToDelete] = useState<UserPrompt | null>(null);
  const [error, setError] = useState<string>();

  const show = (next: View) => {
    setError(undefined);
    setView(next);
  };

  const saveWith =
    (save: (input: UserPromptInput) => Promise<void>) => async (input: UserPromptInput) => {
      try {
        await save(input);
        show({ mode: 'list' });
      } catch (problem) {
        setError(messageOf(problem, 'The prompt could not be saved. Please try again.'));
      }
    };

  if (view.mode === 'create') {
    return (
      <PromptForm
        initial={view.initial}
        submitLabel="Save prompt"
        error={error}
        onSubmit={saveWith(onCreate)}
        onCancel={() => show({ mode: 'list' })}
      />
    );
  }
  if (view.mode === 'edit') {
    return (
      <PromptForm
        initial={{ title: view.prompt.title, text: view.prompt.text }}
        submitLabel="Save changes"
        error={error}
        onSubmit={saveWith((input) => onUpdate(view.prompt.promptId, input))}
        onCancel={() => show({ mode: 'list' })}
      />
    );
  }

  const input = currentInput.trim();
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!input}
          onClick={() =>
            show({ mode: 'create', initial: { title: suggestedTitle(input), text: input } })
          }
        >
          Save current input
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => show({ mode: 'create', initial: { title: '', text: '' } })}
        >
          New prompt
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="red.fg" textStyle="sm">
          {error}
        </Text>
      )}
      {status === 'loading' && (
        <Spinner role="status" aria-label="Loading your prompts" alignSelf="center" />
      )}
      {status === 'error' && (
        <Text role="alert" color="red.fg">
          {userPromptMessages.loadFailed}
        </Text>
      )}
      {status === 'ready' && prompts?.length === 0 && (
        <Text color="fg.muted">{userPromptMessages.empty}</Text>
      )}
      {prompts && prompts.length > 0 && (
        <Stack as="ul" aria-label="Saved prompts" gap="2" listStyleType="none">
          {prompts.map((prompt) => (
            <PromptRow
              key={prompt.promptId}
              prompt={prompt}
              onUse={() => onUse(prompt)}
              onEdit={() => show({ mode: 'edit', prompt })}
              onDelete={() => setToDelete(prompt)}
            />
          ))}
        </Stack>
      )}
      <DeleteConfirmationDialog
        heading="Delete this prompt?"
        name={toDelete?.title ?? ''}
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await onDelete(toDelete.promptId);
            setError(undefined);
          } catch (problem) {
            setError(messageOf(problem, userPromptMessages.deleteFailed));
          }
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
