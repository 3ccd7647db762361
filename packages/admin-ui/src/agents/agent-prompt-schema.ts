import { limits, promptInputMessages } from '@parley/api-contract';
import { object, string } from 'yup';
import type { InferType } from 'yup';

/**
 * A conversation starter's form, in the contract's words and limits (`agentPromptInputSchema` is
 * the server's): a title and a text, each trimmed and required, at most 100 and 4000 characters.
 */
export const agentPromptFormSchema = object({
  title: string()
    .trim()
    .required(promptInputMessages.titleRequired)
    .max(limits.userPromptTitleMaxLength, promptInputMessages.titleTooLong),
  text: string()
    .trim()
    .required(promptInputMessages.textRequired)
    .max(limits.userPromptTextMaxLength, promptInputMessages.textTooLong),
});

export type AgentPromptFormValues = InferType<typeof agentPromptFormSchema>;

export const emptyAgentPromptForm: AgentPromptFormValues = { title: '', text: '' };
