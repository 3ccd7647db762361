import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { limits } from './constants';

export const userPromptSchema = z.object({
  promptId: idSchema,
  title: z.string(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});

export const userPromptInputSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(limits.userPromptTitleMaxLength),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Prompt text is required'),
      z.maxLength(limits.userPromptTextMaxLength),
    ),
});

export const userPromptListSchema = z.object({ items: z.array(userPromptSchema) });

export type UserPrompt = z.infer<typeof userPromptSchema>;
export type UserPromptInput = z.infer<typeof userPromptInputSchema>;
export type UserPromptList = z.infer<typeof userPromptListSchema>;
