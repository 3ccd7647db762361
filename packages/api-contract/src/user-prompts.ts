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

export const userPromptInputSchema = z.object({
  title: requiredText('Title is required', limits.userPromptTitleMaxLength),
  text: requiredText('Prompt text is required', limits.userPromptTextMaxLength),
});

export const userPromptListSchema = z.object({ items: z.array(userPromptSchema) });

export type UserPrompt = z.infer<typeof userPromptSchema>;
export type UserPromptInput = z.infer<typeof userPromptInputSchema>;
export type UserPromptList = z.infer<typeof userPromptListSchema>;
