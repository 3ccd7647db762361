import { describe, expect, it } from 'vitest';
import { suggestedTitle, validatePromptInput } from './prompt-input-rules';

describe('validatePromptInput', () => {
  it('requires a title and a text', () => {
    expect(validatePromptInput({ title: ' ', text: '' })).toEqual({
      title: 'Title is required',
      text: 'Prompt text is required',
    });
  });

  it('refuses a title over 100 characters and a text over 4000 (the contract limits)', () => {
    expect(validatePromptInput({ title: 'a'.repeat(101), text: 'b'.repeat(4001) })).toEqual({
      title: 'Title must be at most 100 characters',
      text: 'Prompt text must be at most 4000 characters',
    });
  });

  it('accepts a prompt within the limits', () => {
    expect(validatePromptInput({ title: 'Summary', text: 'Summarise this:' })).toEqual({});
  });
});

describe('suggestedTitle', () => {
  it('takes the first line of the input, shortened to 60 characters', () => {
    expect(suggestedTitle(`${'w'.repeat(70)}\nsecond line`)).toBe(`${'w'.repeat(57)}...`);
  });
});
