import { describe, expect, it } from 'vitest';
import { exportFileName, postSegmentRequestSchema, updateTitleRequestSchema } from './conversation';

describe('conversation contract', () => {
  it('accepts a title of 50 characters and refuses 51 (chat-spec section 5)', () => {
    expect(updateTitleRequestSchema.safeParse({ title: 'x'.repeat(50) }).success).toBe(true);
    const refused = updateTitleRequestSchema.safeParse({ title: 'x'.repeat(51) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Title must be at most 50 characters');
  });

  it('removes < > : " / \\ | ? * from export file names and adds .txt (chat-spec section 5)', () => {
    expect(exportFileName('a<b>c:d"e/f\\g|h?i*j')).toBe('abcdefghij.txt');
  });

  it('defaults the image and attachment lists of a question to empty', () => {
    const parsed = postSegmentRequestSchema.parse({
      question: 'Hi',
      lineage: { parentSegmentId: null },
    });
    expect(parsed).toEqual({
      question: 'Hi',
      visionImageIds: [],
      attachmentIds: [],
      lineage: { parentSegmentId: null },
    });
  });

  it('refuses an empty question', () => {
    expect(
      postSegmentRequestSchema.safeParse({ question: '   ', lineage: { parentSegmentId: null } })
        .success,
    ).toBe(false);
  });
});
