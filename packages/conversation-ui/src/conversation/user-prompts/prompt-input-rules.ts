import { userPromptInputSchema } from '@parley/api-contract';
import type { UserPromptInput } from '@parley/api-contract';

export type PromptInputErrors = Partial<Record<keyof UserPromptInput, string>>;

/**
 * The contract's prompt rules, checked before saving: the first broken rule of each field, in
 * the words the server would answer with.
 */
export function validatePromptInput(input: UserPromptInput): PromptInputErrors {
  const result = userPromptInputSchema.safeParse(input);
  const errors: PromptInputErrors = {};
  if (result.success) return errors;
  for (const { path, message } of result.error.issues) {
    const [field] = path;
    if ((field === 'title' || field === 'text') && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** A title suggested for a prompt saved from the input: its first line, shortened. */
export function suggestedTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  const maxLength = 60;
  return firstLine.length > maxLength ? `${firstLine.slice(0, maxLength - 3)}...` : firstLine;
}
