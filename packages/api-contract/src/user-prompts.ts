import { z } from 'zod';
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
  title: z.string().trim().min(1, 'Title is required').max(limits.userPromptTitleMaxLength),
  text: z.string().trim().min(1, 'Prompt text is required').max(limits.userPromptTextMaxLength),
});

export const userPromptListSchema = z.object({ items: z.array(userPromptSchema) });

export type UserPrompt = z.infer<typeof userPromptSchema>;
export type UserPromptInput = z.infer<typeof userPromptInputSchema>;
export type UserPromptList = z.infer<typeof userPromptListSchema>;
