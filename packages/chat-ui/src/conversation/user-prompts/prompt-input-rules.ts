import { limits } from '@parley/api-contract';
import type { UserPromptInput } from '@parley/api-contract';

export type PromptInputErrors = Partial<Record<keyof UserPromptInput, string>>;

/** The contract's prompt rules, with messages naming the field and the rule. */
export function validatePromptInput({ title, text }: UserPromptInput): PromptInputErrors {
  const errors: PromptInputErrors = {};
  if (!title.trim()) errors.title = 'Title is required';
  else if (title.trim().length > limits.userPromptTitleMaxLength) {
    errors.title = `Title must be at most ${limits.userPromptTitleMaxLength} characters`;
  }
  if (!text.trim()) errors.text = 'Prompt text is required';
  else if (text.trim().length > limits.userPromptTextMaxLength) {
    errors.text = `Prompt text must be at most ${limits.userPromptTextMaxLength} characters`;
  }
  return errors;
}

/** A title suggested for a prompt saved from the input: its first line, shortened. */
export function suggestedTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  const maxLength = 60;
  return firstLine.length > maxLength ? `${firstLine.slice(0, maxLength - 3)}...` : firstLine;
}
