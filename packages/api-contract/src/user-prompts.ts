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

/** The refusals of a prompt's fields, for forms that check them before sending. */
export const promptInputMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${limits.userPromptTitleMaxLength} characters`,
  textRequired: 'Prompt text is required',
  textTooLong: `Prompt text must be at most ${limits.userPromptTextMaxLength} characters`,
} as const;

/** The fields of a prompt a user writes: their own (here) or an agent's conversation starter. */
export const promptInputFields = {
  title: requiredText(
    promptInputMessages.titleRequired,
    limits.userPromptTitleMaxLength,
    promptInputMessages.titleTooLong,
  ),
  text: requiredText(
    promptInputMessages.textRequired,
    limits.userPromptTextMaxLength,
    promptInputMessages.textTooLong,
  ),
};

export const userPromptInputSchema = z.object(promptInputFields);

export const userPromptListSchema = z.object({ items: z.array(userPromptSchema) });

export type UserPrompt = z.infer<typeof userPromptSchema>;
export type UserPromptInput = z.infer<typeof userPromptInputSchema>;
export type UserPromptList = z.infer<typeof userPromptListSchema>;
