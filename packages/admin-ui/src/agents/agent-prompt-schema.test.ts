import { agentPromptInputSchema, limits, promptInputMessages } from '@parley/api-contract';
import { schemaParityMismatches } from '@parley/app-shell';
import { describe, expect, it } from 'vitest';
import { agentPromptFormSchema, emptyAgentPromptForm } from './agent-prompt-schema';

const text = (length: number) => 'p'.repeat(length);

describe('agentPromptFormSchema', () => {
  it('refuses bad prompts in the same words as the contract (agentPromptInputSchema)', async () => {
    const inputs = [
      emptyAgentPromptForm,
      { title: '   ', text: 'Summarise' },
      { title: 'Summary', text: '  ' },
      { title: text(limits.userPromptTitleMaxLength + 1), text: 'Summarise' },
      { title: 'Summary', text: text(limits.userPromptTextMaxLength + 1) },
      { title: `  ${text(limits.userPromptTitleMaxLength)}  `, text: 'Summarise' },
      { title: 'Summary', text: 'Summarise the document' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: agentPromptFormSchema,
        contractSchema: agentPromptInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('asks for a title and a text', async () => {
    await expect(
      agentPromptFormSchema.validate(emptyAgentPromptForm, { abortEarly: false }),
    ).rejects.toThrow(
      expect.objectContaining({
        errors: [promptInputMessages.titleRequired, promptInputMessages.textRequired],
      }),
    );
  });
});
