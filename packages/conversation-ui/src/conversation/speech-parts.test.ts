import { describe, expect, it } from 'vitest';
import { speechParts } from './speech-parts';

describe('speechParts', () => {
  it('keeps a short answer whole', () => {
    expect(speechParts('  One paragraph.  ')).toEqual(['One paragraph.']);
    expect(speechParts('')).toEqual([]);
  });

  it('cuts a long answer at its last paragraph break within the bound', () => {
    const first = 'a'.repeat(40);
    const second = 'b'.repeat(40);
    const third = 'c'.repeat(40);
    expect(speechParts(`${first}\n\n${second}\n\n${third}`, 100)).toEqual([
      `${first}\n\n${second}`,
      third,
    ]);
  });

  it('falls back to a sentence end, then a space, and never loses a character', () => {
    const sentences = 'The first sentence is here. The second one follows it closely. A third.';
    const parts = speechParts(sentences, 40);
    expect(parts[0]).toBe('The first sentence is here.');
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(40);
    expect(parts.join(' ')).toBe(sentences);

    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const wordParts = speechParts(words, 50);
    for (const part of wordParts) expect(part.length).toBeLessThanOrEqual(50);
    expect(wordParts.join(' ')).toBe(words);
  });

  it('cuts a text with no break at the bound', () => {
    expect(speechParts('x'.repeat(25), 10)).toEqual([
      'x'.repeat(10),
      'x'.repeat(10),
      'x'.repeat(5),
    ]);
  });
});
