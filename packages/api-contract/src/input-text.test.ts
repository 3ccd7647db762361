import { describe, expect, it } from 'vitest';
import { containsNulCharacter, nulCharacterPaths } from './input-text';

describe('the NUL character rule', () => {
  it('finds a NUL character anywhere in a text', () => {
    expect(containsNulCharacter('a\u0000b')).toBe(true);
    expect(containsNulCharacter('plain text, even with \u0001 or emoji 🙂')).toBe(false);
  });

  it('names every field of a body that holds one, nested and in arrays', () => {
    expect(
      nulCharacterPaths({
        question: 'what\u0000',
        lineage: { parentSegmentId: '\u0000' },
        visionImageIds: ['ok', 'bad\u0000'],
        count: 3,
        clean: 'fine',
      }),
    ).toEqual(['question', 'lineage.parentSegmentId', 'visionImageIds.1']);
  });

  it('names the value itself when it is a text, and counts object keys as text', () => {
    expect(nulCharacterPaths('\u0000', 'conversationId')).toEqual(['conversationId']);
    expect(nulCharacterPaths({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulCharacterPaths(null)).toEqual([]);
  });
});
