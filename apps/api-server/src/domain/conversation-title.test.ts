import { describe, expect, it } from 'vitest';
import { titleFromQuestion } from './conversation-title';

describe('titleFromQuestion', () => {
  it('keeps a short question as it is, on one line', () => {
    expect(titleFromQuestion('  How do I\nbook travel?  ')).toBe('How do I book travel?');
  });

  it('cuts a long question to at most 50 characters at a word boundary (chat-spec section 5)', () => {
    const title = titleFromQuestion(
      'Please summarise the travel policy for customer visits abroad next month',
    );
    expect(title).toBe('Please summarise the travel policy for customer');
    expect(title.length).toBeLessThanOrEqual(50);
  });

  it('cuts a single word longer than 50 characters at 50', () => {
    expect(titleFromQuestion('x'.repeat(80))).toBe('x'.repeat(50));
  });
});
