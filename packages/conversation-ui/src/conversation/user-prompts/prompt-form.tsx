import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { UserPromptInput } from '@parley/api-contract';
import { validatePromptInput } from './prompt-input-rules';
import type { PromptInputErrors } from './prompt-input-rules';

export interface PromptFormProps {
  initial: UserPromptInput;
  submitLabel: string;
  onSubmit: (input: UserPromptInput) => Promise<void>;
  onCancel: () => void;
  /** Why the server refused the last submit. */
  error?: string;
}

/** Title and text of a saved prompt, checked before they are sent. */
export function PromptForm({ initial, submitLabel, onSubmit, onCancel, error }: PromptFormProps) {
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<PromptInputErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePromptInput(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ title: input.title.trim(), text: input.text.trim() });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack asChild gap="3">
      <form noValidate onSubmit={submit} aria-label={submitLabel}>
        <Field.Root invalid={errors.title !== undefined} required>
          <Field.Label>Title</Field.Label>
          <Input
            value={input.title}
            onChange={(event) => setInput({ ...input, title: event.target.value })}
          />
          <Field.ErrorText color="red.fg">{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.text !== undefined} required>
          <Field.Label>Prompt text</Field.Label>
          <Textarea
            value={input.text}
            rows={5}
            onChange={(event) => setInput({ ...input, text: event.target.value })}
          />
          <Field.ErrorText color="red.fg">{errors.text}</Field.ErrorText>
        </Field.Root>
        {error && (
          <Text role="alert" color="red.fg" textStyle="sm">
            {error}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
