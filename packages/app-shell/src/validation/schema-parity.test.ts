import { limits, userPromptInputSchema } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { array, object, string } from 'yup';
import { contractFieldMessages, formFieldMessages, schemaParityMismatches } from './schema-parity';
import type { ContractSchema } from './schema-parity';

/** A yup twin of the contract's saved-prompt input (title and text, trimmed, required, limited). */
const promptFormSchema = object({
  title: string()
    .trim()
    .required('Title is required')
    .max(
      limits.userPromptTitleMaxLength,
      `Title must be at most ${limits.userPromptTitleMaxLength} characters`,
    ),
  text: string()
    .trim()
    .required('Prompt text is required')
    .max(
      limits.userPromptTextMaxLength,
      `Prompt text must be at most ${limits.userPromptTextMaxLength} characters`,
    ),
});

describe('schema parity', () => {
  it('reads fields by dotted path, list items included, keeping the first message', async () => {
    const tagsForm = object({ tags: array(string().required('Tag is required')) });
    expect(await formFieldMessages(tagsForm, { tags: ['ok', ''] })).toEqual({
      'tags.1': 'Tag is required',
    });
    const tagsContract: ContractSchema = {
      safeParse: () => ({
        success: false,
        error: {
          issues: [
            { path: ['tags', 1], message: 'Tag is required' },
            { path: ['tags', 1], message: 'Tag is too short' },
          ],
        },
      }),
    };
    expect(contractFieldMessages(tagsContract, { tags: ['ok', ''] })).toEqual({
      'tags.1': 'Tag is required',
    });
  });

  it('finds no mismatch where the two agree, whitespace and limits included', async () => {
    const tooLong = 'x'.repeat(limits.userPromptTitleMaxLength + 1);
    const inputs = [
      { title: '', text: '' },
      { title: '   ', text: 'Summarise' },
      { title: tooLong, text: '\t' },
      { title: `  ${'x'.repeat(limits.userPromptTitleMaxLength)}  `, text: 'Fits once trimmed' },
    ];
    expect(
      await schemaParityMismatches({
        formSchema: promptFormSchema,
        contractSchema: userPromptInputSchema,
        inputs,
      }),
    ).toEqual([]);
  });

  it('reports an input on which the words differ or only one schema refuses', async () => {
    const looser = object({ title: string().required('Please give a title'), text: string() });
    const mismatches = await schemaParityMismatches({
      formSchema: looser,
      contractSchema: userPromptInputSchema,
      inputs: [
        { title: '', text: 'Summarise' },
        { title: 'Fine', text: '' },
      ],
    });
    expect(mismatches).toEqual([
      {
        input: { title: '', text: 'Summarise' },
        form: { title: 'Please give a title' },
        contract: { title: 'Title is required' },
      },
      {
        input: { title: 'Fine', text: '' },
        form: {},
        contract: { text: 'Prompt text is required' },
      },
    ]);
  });
});
