import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { limits } from './constants';

export const userPromptSchema = z.object({
  promptId: idSchema,
  title: z.string(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});

/** The fields of a prompt a user writes: their own (here) or an agent's conversation starter. */
export const promptInputFields = {
  title: requiredText(
    'Title is required',
    limits.userPromptTitleMaxLength,
    `Title must be at most ${limits.userPromptTitleMaxLength} characters`,
  ),
  text: requiredText(
    'Prompt text is required',
    limits.userPromptTextMaxLength,
    `Prompt text must be at most ${limits.userPromptTextMaxLength} characters`,
  ),
};

export const userPromptInputSchema = z.object(promptInputFields);

export const userPromptListSchema = z.object({ items: z.array(userPromptSchema) });

export type UserPrompt = z.infer<typeof userPromptSchema>;
export type UserPromptInput = z.infer<typeof userPromptInputSchema>;
export type UserPromptList = z.infer<typeof userPromptListSchema>;
